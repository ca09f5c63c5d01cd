export {
  DOCUMENT_TITLE_SUFFIX,
  formatDocumentTitle,
  useDocumentTitle,
} from '../documentTitle'
export { PageHeader, type PageHeaderCrumb, type PageHeaderProps } from './PageHeader'
