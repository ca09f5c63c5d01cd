import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import '../styles.css'
import { invalid, ok } from '../testing/fakeSite'
import { storyApi } from '../testing/storyApis'
import { NewsletterSignup } from './NewsletterSignup'

/** Type an address and subscribe: each story's fake server answers in its own way. */
const meta = {
  title: 'Website widgets/NewsletterSignup',
  component: NewsletterSignup,
  args: { api: storyApi(() => ok()), source: 'storybook' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NewsletterSignup>

export default meta
type Story = StoryObj<typeof meta>

/** Says 'Subscribed' and asks the visitor to confirm by e-mail. */
export const Subscribes: Story = {}

export const WithName: Story = { args: { withName: true } }

/** Any failure says 'error' (the product's text). */
export const Fails: Story = { args: { api: storyApi(() => ({ status: 500 })) } }

/** The server refuses the address: its message shows at the field. */
export const FieldError: Story = {
  args: { api: storyApi(() => invalid({ email: 'This address cannot receive mail' })) },
}

/** Stays pending: the button says so and ignores further clicks. */
export const Pending: Story = { args: { api: storyApi(() => 'never') } }

/** With `onResult` the app shows the message (here, in the console) and the widget does not. */
export const WithOnResult: Story = {
  args: { onResult: (result) => console.info('ally-result', result) },
}

/** The widget follows the page's --ally- tokens. */
export const Themed: Story = {
  decorators: [
    (Story) => (
      <div
        style={
          {
            '--ally-color-primary': '#0f766e',
            '--ally-color-primary-strong': '#115e59',
            '--ally-color-focus': '#0f766e',
            '--ally-radius': '2px',
          } as CSSProperties
        }
      >
        <Story />
      </div>
    ),
  ],
}
