/** Domain's validation messages, a text pack of their own: only forms show them. */
export { validationMessages } from '@shop/domain';
