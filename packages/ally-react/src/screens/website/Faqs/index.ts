export { Faqs, type FaqsProps } from './Faqs'
export { FAQS, type Faq } from './questions'
