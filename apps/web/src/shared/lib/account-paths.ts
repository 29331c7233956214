/** The account's quote pages (routed inside /account, features/account), for links from any feature. */
export const QUOTES_PATH = '/account/quotes';

/** One of the customer's requests for quotation. */
export const quotePath = (id: number) => `${QUOTES_PATH}/${id}`;
