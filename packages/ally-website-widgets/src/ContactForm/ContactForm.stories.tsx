import type { Meta, StoryObj } from '@storybook/react-vite'
import '../styles.css'
import { invalid, ok } from '../testing/fakeSite'
import { storyApi } from '../testing/storyApis'
import { ContactForm } from './ContactForm'

/** Fill the form in and send it: each story's fake server answers in its own way. */
const meta = {
  title: 'Website widgets/ContactForm',
  component: ContactForm,
  args: { api: storyApi(() => ok()) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContactForm>

export default meta
type Story = StoryObj<typeof meta>

/** Says 'Message sent' and clears the form. Paste 4,000+ characters to see the counter. */
export const Sends: Story = {}

/** Any failure says 'An error occurred' (the product's text). */
export const Fails: Story = { args: { api: storyApi(() => 'offline') } }

/** Rate limited (429): the same text; `onResult` receives the status. */
export const RateLimited: Story = {
  args: { api: storyApi(() => ({ status: 429, body: { message: 'Too many requests' } })) },
}

/** The server's field errors show at their fields. */
export const FieldErrors: Story = {
  args: {
    api: storyApi(() =>
      invalid({ email: 'Invalid email address', subject: 'Too big: at most 200 characters' }),
    ),
  },
}

/** Stays pending: the button says so and ignores further clicks. */
export const Pending: Story = { args: { api: storyApi(() => 'never') } }
