import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../testing/AllyStory'
import { About } from './About'
import { CookiePolicy } from './CookiePolicy'
import { Faqs } from './Faqs'

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
