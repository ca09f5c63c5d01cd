export { TextInput, type TextInputProps, type TextInputType } from './TextInput'
