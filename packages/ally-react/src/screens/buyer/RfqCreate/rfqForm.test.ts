import { describe, expect, it } from 'vitest'
import { orderFixture } from '../../../testing/orderFixtures'
import {
  defaultDeadline,
  emptyForm,
  emptyLine,
  formFromOrder,
  formNamesOf,
  orderInputOf,
  problemsOf,
  type RfqForm,
} from './rfqForm'

const NOW = new Date(2026, 10, 25, 9, 30)

const filled = (changes: Partial<RfqForm> = {}): RfqForm => ({
  ...emptyForm(NOW),
  title: ' Steel pipes ',
  lines: [{ ...emptyLine(), description: 'Pipe 2"', quantity: '120', unit: 'pcs' }],
  vendorIds: ['vendor-1'],
  ...changes,
})

describe('the RFQ form', () => {
  it('starts a week out at 17:00 local, supply, in USD, with one empty item', () => {
    const form = emptyForm(NOW)
    expect(defaultDeadline(NOW)).toBe('2026-12-02T17:00')
    expect(form).toMatchObject({
      orderType: 'supply',
      currency: 'usd',
      deadline: '2026-12-02T17:00',
    })
    expect(form.lines).toHaveLength(1)
  })

  it('asks for a title and an item to save, and for vendors and a future deadline to send', () => {
    const empty = emptyForm(NOW)
    expect(problemsOf(empty, { now: NOW })).toEqual({
      title: 'Give the request a title.',
      lines: 'Add at least one item.',
    })
    expect(
      problemsOf(
        { ...filled(), vendorIds: [], deadline: '2026-11-24T10:00' },
        {
          sending: true,
          now: NOW,
        },
      ),
    ).toEqual({
      vendorIds: 'Choose at least one vendor.',
      deadline: 'Choose a time in the future.',
    })
    expect(problemsOf(filled(), { sending: true, now: NOW })).toEqual({})
  })

  it('checks each filled item and leaves wholly empty rows out', () => {
    const form = filled({
      lines: [
        emptyLine(),
        { ...emptyLine(), description: 'Elbow', quantity: '0', unit: ' ', targetPrice: '-1' },
      ],
    })
    expect(problemsOf(form, { now: NOW })).toEqual({
      'lines.1.quantity': 'Enter a quantity above 0.',
      'lines.1.unit': 'Enter a unit, e.g. pcs or kg.',
      'lines.1.targetPrice': 'Enter a price of 0 or more, or leave it empty.',
    })
  })

  it('becomes the order the contract takes, with its RFQ plan', () => {
    const form = filled({
      lines: [
        emptyLine(),
        {
          ...emptyLine(),
          description: ' Pipe ',
          quantity: '2.5',
          unit: 'm',
          specifications: ' ',
          targetPrice: '4',
        },
      ],
      deadline: '2099-01-02T17:00',
      message: '  Thanks ',
      deliveryAddress: '',
    })
    const input = orderInputOf(form)
    expect(input).toEqual({
      title: 'Steel pipes',
      orderType: 'supply',
      currency: 'usd',
      lines: [
        {
          description: 'Pipe',
          quantity: 2.5,
          unit: 'm',
          specifications: undefined,
          targetPrice: 4,
        },
      ],
      deliveryAddress: undefined,
      deliveryDate: undefined,
      draft: {
        vendorIds: ['vendor-1'],
        deadline: new Date('2099-01-02T17:00').toISOString(),
        message: 'Thanks',
      },
    })
  })

  it('keeps no deadline in a draft once it has passed', () => {
    expect(orderInputOf(filled({ deadline: '2020-01-01T10:00' })).draft?.deadline).toBeNull()
  })

  it('comes back from a saved draft as it was', () => {
    const deadline = '2099-05-06T16:00:00.000Z'
    const order = orderFixture({
      status: 'draft',
      draft: { vendorIds: ['vendor-2'], deadline, message: 'Hello' },
    })
    const form = formFromOrder(order, NOW)
    expect(form).toMatchObject({
      title: 'Steel bolts',
      vendorIds: ['vendor-2'],
      message: 'Hello',
      deliveryAddress: '1 Marina, Lagos',
    })
    expect(new Date(form.deadline).toISOString()).toBe(deadline)
    expect(form.lines.map((line) => line.description)).toEqual(
      order.lines.map((line) => line.description),
    )
    expect(orderInputOf(form).lines).toHaveLength(order.lines.length)
  })

  it('keeps each line’s files through a draft and sends their ids; a row with only a file counts', () => {
    const drawing = {
      id: 'file-1',
      name: 'drawing.pdf',
      mimeType: 'application/pdf',
      size: 2048,
      url: 'https://api.test/files/file-1/drawing.pdf?expires=1&signature=s',
    }
    const base = orderFixture({ status: 'draft' })
    const order = {
      ...base,
      lines: base.lines.map((line, index) => ({
        ...line,
        attachments: index === 0 ? [drawing] : [],
      })),
    }
    const form = formFromOrder(order, NOW)
    expect(form.lines[0]?.attachments).toEqual([drawing])
    const lines = orderInputOf(form).lines
    expect(lines[0]?.attachmentIds).toEqual(['file-1'])
    expect(lines[1]?.attachmentIds).toBeUndefined()

    const onlyAFile = filled({ lines: [{ ...emptyLine(), attachments: [drawing] }] })
    expect(problemsOf(onlyAFile)).toMatchObject({ 'lines.0.description': 'Describe the item.' })
  })

  it('puts the server’s field errors on the rows the buyer sees', () => {
    const form = filled({
      lines: [emptyLine(), { ...emptyLine(), description: 'Elbow', quantity: '1', unit: 'pcs' }],
    })
    expect(
      formNamesOf(
        {
          'lines.0.quantity': 'must be positive',
          'draft.vendorIds.0': 'is not a vendor in your list',
          'draft.deadline': 'must be in the future',
          title: 'must not be blank',
        },
        form,
      ),
    ).toEqual({
      'lines.1.quantity': 'must be positive',
      vendorIds: 'is not a vendor in your list',
      deadline: 'must be in the future',
      title: 'must not be blank',
    })
    // A preview sends the order's fields under `order` and one vendor as `vendorId`.
    expect(
      formNamesOf(
        {
          'order.lines.0.unit': 'must not be blank',
          'order.deliveryDate': 'must not be in the past',
          vendorId: 'is not a vendor in your list',
        },
        form,
      ),
    ).toEqual({
      'lines.1.unit': 'must not be blank',
      deliveryDate: 'must not be in the past',
      vendorIds: 'is not a vendor in your list',
    })
  })
})
