export * from './About'
export * from './CookiePolicy'
export * from './Faqs'
export * from './PublicPage'
