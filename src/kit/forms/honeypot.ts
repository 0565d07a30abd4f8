/** The honeypot field's name: hidden from people, filled in by naive bots. Every public form has one. */
export const HONEYPOT_FIELD = 'company_website'
