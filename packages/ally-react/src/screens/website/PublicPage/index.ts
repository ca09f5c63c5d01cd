export { PublicPage, type PublicPageProps } from './PublicPage'
