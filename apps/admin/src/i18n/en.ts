/** The dashboard's own texts in English; ar.ts must have the same keys (the type checks it). */
import customersLabels from '../resources/customers/labels';
import dashboardLabels from '../resources/dashboard/labels';
import ordersLabels from '../resources/orders/labels';
import settingsLabels from '../resources/settings/labels';
import einvoicingLabels from '../resources/einvoicing/labels';
import reportsLabels from '../resources/reports/labels';
import sharedLabels from '../shared/labels';
import accountLabels from '../account/labels';
import { signInTexts } from '../sign-in';
import layoutLabels from '../layout/labels';
import * as countriesLabels from '../resources/countries/labels';
import * as citiesLabels from '../resources/cities/labels';
import * as areasLabels from '../resources/areas/labels';
import * as couponsLabels from '../resources/coupons/labels';
import * as reviewsLabels from '../resources/reviews/labels';
import * as subscribersLabels from '../resources/subscribers/labels';
import * as messagesLabels from '../resources/messages/labels';
import * as mailLabels from '../resources/mail/labels';
import * as sponsorsLabels from '../resources/sponsors/labels';
import * as blogCategoriesLabels from '../resources/blog-categories/labels';
import * as homeSectionsLabels from '../resources/home-sections/labels';
import * as categoriesLabels from '../resources/categories/labels';
import * as pagesLabels from '../resources/pages/labels';
import * as slidesLabels from '../resources/slides/labels';
import * as visionItemsLabels from '../resources/vision-items/labels';
import * as blogPostsLabels from '../resources/blog-posts/labels';
import * as colorsLabels from '../resources/colors/labels';
import * as sizesLabels from '../resources/sizes/labels';
import * as productsLabels from '../resources/products/labels';
import * as quotesLabels from '../resources/quotes/labels';

const en = {
  app: {
    title: signInTexts.en.appTitle,
    language: signInTexts.en.language,
    languages: signInTexts.en.languages,
  },
  ...sharedLabels.en,
  ...accountLabels.en,
  ...layoutLabels.en,
  ...dashboardLabels.en,
  ...settingsLabels.en,
  ...einvoicingLabels.en,
  ...reportsLabels.en,
  staff_roles: { owner: 'Owner', staff: 'Staff', sales: 'Sales', warehouse: 'Warehouse', content: 'Content' },
  resources: {
    ...ordersLabels.en,
    ...quotesLabels.en,
    ...customersLabels.en,
    staff: {
      name: 'Staff member |||| Staff',
      fields: {
        id: 'ID',
        name: 'Name',
        email: 'Email',
        password: 'Password',
        role: 'Role',
        is_active: 'Active',
        lang: 'Language',
        last_login_at: 'Last sign-in',
        created_at: 'Created',
        q: 'Search',
      },
      active: 'Active',
      inactive: 'Disabled',
      never: 'Never',
      password_keep: 'Leave blank to keep the current password',
    },
    audit: {
      name: 'Audit entry |||| Audit log',
      fields: {
        id: 'ID',
        staff_email: 'By',
        action: 'Action',
        entity: 'Record',
        entity_id: 'Record',
        before: 'Before',
        after: 'After',
        created_at: 'When',
        q: 'Search',
      },
      nothing: 'Nothing',
      changes: 'What changed',
      filter_entity: 'Kind of record (order, product…)',
      filter_entity_id: 'Record number',
      field: 'Field',
      actions: {
        create: 'Created',
        update: 'Changed',
        delete: 'Deleted',
        status: 'Status moved',
        'status-unpaid-override': 'Shipped before payment',
        'confirm-payment': 'Transfer confirmed',
        'reverse-payment': 'Transfer confirmation undone',
        refund: 'Refunded',
        'einvoice-resubmit': 'E-invoice resubmitted',
        password: 'Password changed',
        'password-reset': 'Password reset',
        enable: 'Enabled',
        disable: 'Disabled',
        hide: 'Hidden',
        show: 'Shown',
        'bulk-publish': 'Published or hidden (batch)',
        'bulk-category': 'Category changed (batch)',
        'bulk-price': 'Prices changed (batch)',
        'quote.create': 'Draft quote made for a customer',
        'order.create': 'Order placed for a customer',
        'quote.send': 'Quote sent',
        'quote.decline': 'Quote declined',
      },
      entities: {
        order: 'Order',
        product: 'Product',
        category: 'Category',
        color: 'Colour',
        size: 'Size',
        customer: 'Customer',
        coupon: 'Coupon',
        staff: 'Staff member',
        country: 'Country',
        city: 'City',
        area: 'Area',
        quote: 'Quote request',
        review: 'Review',
        subscriber: 'Subscriber',
        contact_message: 'Contact message',
        mail: 'Mail',
        sponsor: 'Sponsor',
        slide: 'Slide',
        page: 'Page',
        blog_post: 'Blog post',
        blog_category: 'Blog category',
        home_section: 'Home section',
        vision_item: 'Vision item',
        settings: 'Settings',
        einvoicing: 'E-invoicing',
      },
    },
    ...countriesLabels.en,
    ...citiesLabels.en,
    ...areasLabels.en,
    ...couponsLabels.en,
    ...reviewsLabels.en,
    ...subscribersLabels.en,
    ...messagesLabels.en,
    ...mailLabels.en,
    ...sponsorsLabels.en,
    ...blogCategoriesLabels.en,
    ...homeSectionsLabels.en,
    ...categoriesLabels.en,
    ...pagesLabels.en,
    ...slidesLabels.en,
    ...visionItemsLabels.en,
    ...blogPostsLabels.en,
    ...colorsLabels.en,
    ...sizesLabels.en,
    ...productsLabels.en,
  },
};

export default en;
export type AdminMessages = typeof en;
