import { confirmNewsletter } from '@ally/sdk/website'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../testing/AllyStory'
import { About } from './About'
import { CookiePolicy } from './CookiePolicy'
import { Faqs } from './Faqs'
import { Landing } from './Landing'
import { NewsletterLink } from './NewsletterLink'

const meta = { title: 'Screens/Website', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const AboutPage: Story = {
  name: 'About',
  render: () => (
    <AllyStory>
      <About />
    </AllyStory>
  ),
}

export const FaqsPage: Story = {
  name: 'FAQs',
  render: () => (
    <AllyStory>
      <Faqs />
    </AllyStory>
  ),
}

export const CookiePolicyPage: Story = {
  name: 'Cookie policy',
  render: () => (
    <AllyStory>
      <CookiePolicy />
    </AllyStory>
  ),
}

const slot = (label: string) => (
  <p style={{ padding: '1rem', border: '1px dashed currentColor' }}>{label}</p>
)

export const LandingPage: Story = {
  name: 'Landing',
  render: () => (
    <AllyStory>
      <Landing
        deals={slot('HotDeals from @ally/website-widgets')}
        newsletter={slot('NewsletterSignup')}
        contact={slot('ContactForm')}
      />
    </AllyStory>
  ),
}

export const NewsletterConfirmed: Story = {
  name: 'Newsletter link, confirmed',
  render: () => (
    <AllyStory
      mock={(api) =>
        api.on(confirmNewsletter, () => ({ message: 'ok', data: { email: 'ada@example.com' } }))
      }
    >
      <NewsletterLink action="confirm" token="story" />
    </AllyStory>
  ),
}

export const NewsletterLinkExpired: Story = {
  name: 'Newsletter link, expired',
  render: () => (
    <AllyStory
      mock={(api) =>
        api.on(confirmNewsletter, () => ({
          status: 400,
          body: { message: 'body.token: this link has expired' },
        }))
      }
    >
      <NewsletterLink action="confirm" token="story" />
    </AllyStory>
  ),
}
