export { Toaster, type ToasterProps } from './Toaster'
export { type ToastId, type ToastOptions, toast } from './toast'
