/** Every FAQ tag used, once, in the order the questions first use them (editors order the questions). */
export const tagsOf = (faqs: { tags?: string[] | null }[]) => [...new Set(faqs.flatMap((faq) => faq.tags ?? []))]
