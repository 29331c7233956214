/** Shapes of the API's answers (SPEC.md 3; DESIGN.md 1). Money is SAR as a number. */
export interface Envelope<T> {
  message: string;
  data: T;
}

export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface Category {
  id: number;
  name: string;
  desc: string;
  image: string;
  parent_id: number | null;
  is_menu: boolean;
  has_childs: boolean;
  childs: Category[];
}

export interface PriceTierDto {
  id: number;
  from: number;
  to: number;
  price: number;
}

export interface ProductColorDto {
  id: number;
  product_id: number;
  color_id: number;
  image: string;
  color_code: string;
  color: { id: number; name: string };
}

export interface ReviewDto {
  id: number;
  rate: number;
  comment: string;
  created_at: string;
  client: { fname: string; email: string };
}

export interface ProductListItem {
  id: number;
  name: string;
  description: string;
  image: string;
  hover_image: string;
  category_id: number;
  category: { id: number; name: string };
  is_men: boolean;
  is_women: boolean;
  is_child: boolean;
  avg_rate: number;
  rates_count: number;
  colors_count: number;
  sizes_count: number;
  price: number;
  pivot_colors: ProductColorDto[];
  sizes: { id: number; name: string }[];
  pieces: PriceTierDto[];
}

export interface Product extends ProductListItem {
  photos: { id: number; product_id: number; image: string }[];
  rates: ReviewDto[];
}

export interface Intro {
  id: number;
  image: string;
  title: string;
  description: string;
}

export interface SettingsPayload {
  setting: {
    app_name: string;
    logo: string;
    about: string;
    facebook: string;
    google: string;
    twitter: string;
    vimeo: string;
    instagram: string;
    email: string;
    phone: string;
    address: string;
    chat_number: string;
    tax: number;
    vat_number: string;
    seller_name: string;
    bank_name: string;
    bank_account: string;
    iban: string;
  };
  categories: Category[];
  menuCategories: Category[];
  pages: { id: number; title: string; slug: string }[];
  sloders: Intro[];
  intros: Intro[];
}

export interface HomePayload {
  sections: { id: number; name: string; products: ProductListItem[] }[];
  intros: Intro[];
  sponsors: { id: number; name: string; image: string; url: string }[];
}

export interface Page {
  id: number;
  slug: string;
  title: string;
  image: string;
  content: string;
}

export interface VisionItem {
  id: number;
  image: string;
  title: string;
  description: string;
}

export interface BlogPost {
  id: number;
  title: string;
  image: string;
  content: string;
  excerpt: string;
  is_featured: boolean;
  created_at: string;
  blog_category_id: number;
  category: { id: number; name: string };
}

export interface NamedItem {
  id: number;
  name: string;
}
