import { describe, expect, it } from 'vitest';
import { adminResources as apiResources, adminRoutes } from '@shop/contract';
import { actionAreas, resourceAreas } from '../src/resources/areas';

describe("the dashboard's areas written out for its first screen", () => {
  it('are the areas of the API routes each page calls, so the menu shows what the server allows', () => {
    expect(resourceAreas).toEqual({
      staff: 'staff',
      audit: 'audit',
      orders: adminRoutes.orderList.area,
      quotes: adminRoutes.quoteList.area,
      customers: apiResources.customers.list.area,
      reports: adminRoutes.salesReport.area,
      settings: adminRoutes.settings.area,
      einvoicing: adminRoutes.einvoicing.area,
      dashboard: adminRoutes.dashboard.area,
      countries: apiResources.countries.list.area,
      cities: apiResources.cities.list.area,
      areas: apiResources.areas.list.area,
      coupons: apiResources.coupons.list.area,
      reviews: apiResources.reviews.list.area,
      subscribers: apiResources.subscribers.list.area,
      messages: apiResources.messages.list.area,
      mail: apiResources.mail.list.area,
      sponsors: apiResources.sponsors.list.area,
      'blog-categories': apiResources.blogCategories.list.area,
      'home-sections': apiResources.homeSections.list.area,
      categories: apiResources.categories.list.area,
      pages: apiResources.pages.list.area,
      slides: apiResources.slides.list.area,
      'vision-items': apiResources.visionItems.list.area,
      'blog-posts': apiResources.blogPosts.list.area,
      colors: apiResources.colors.list.area,
      sizes: apiResources.sizes.list.area,
      products: apiResources.products.list.area,
    });
    expect(actionAreas).toEqual({ 'orders.create': adminRoutes.staffOrderCreate.area });
  });
});
