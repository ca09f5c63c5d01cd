import type { ReplyCase } from './cases'
import {
  attribution,
  compose,
  type Enquiry,
  enquiry,
  escapeHtml,
  HARBOUR,
  KANO_AGRO,
  LEKKI,
  rfqMailText,
  rfqSubject,
} from './compose'

// Mails with no text part: the prices are in the HTML, whatever else the HTML carries.

const table = enquiry(
  'TA-110',
  'Office and cleaning supplies',
  'ngn',
  LEKKI,
  [
    ['A4 paper, 80gsm (ream)', 100, 'reams'],
    ['HP 26A toner cartridge', 6, 'pcs'],
    ['Liquid hand soap, 5L', 10, 'jerrycans'],
    ['Toilet roll, 2-ply (pack of 12)', 40, 'packs'],
    ['Heavy-duty refuse bags (roll of 10)', 30, 'rolls'],
  ],
  { sent: '2026-11-09T14:30:00Z' },
)

const scripted = enquiry(
  'TA-111',
  'Lab consumables',
  'usd',
  KANO_AGRO,
  [
    ['Nitrile gloves, size M', 100, 'boxes'],
    ['Disposable lab coat', 200, 'pcs'],
    ['Pipette tips 200µl, racked (96)', 20, 'racks'],
  ],
  { sent: '2026-11-11T12:00:00Z', deadline: '2026-11-25T17:00:00Z' },
)

const outlook = enquiry(
  'TA-112',
  'Hydraulic hoses',
  'ngn',
  HARBOUR,
  [
    ['Hydraulic hose 1/2" 2SN', 20, 'm'],
    ['Hose fitting 1/2" JIC female, crimped', 16, 'pcs'],
    ['Hydraulic oil ISO VG 46, 208L drum', 1, 'drum'],
  ],
  { sent: '2026-11-13T15:45:00Z', deadline: '2026-11-24T17:00:00Z' },
)

/** The RFQ quoted the way Gmail does in HTML. */
function gmailQuote(e: Enquiry, vendorName: string, vendorAddress: string): string {
  const body = rfqMailText(e, vendorName)
    .map((line) => (line ? escapeHtml(line) : ''))
    .join('<br>')
  return `<div class="gmail_quote"><div dir="ltr" class="gmail_attr">${escapeHtml(attribution(e, 'gmail', vendorAddress))}<br></div><blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex">${body}</blockquote></div>`
}

/** The RFQ quoted the way desktop Outlook does: a bordered header, then the message unmarked. */
function outlookQuote(e: Enquiry, vendorName: string, vendorAddress: string): string {
  const [, ...header] = attribution(e, 'outlook-web', vendorAddress).split('\n')
  const head = header
    .map((line) => {
      const [label, ...rest] = line.split(': ')
      return `<b>${escapeHtml(label ?? '')}:</b> ${escapeHtml(rest.join(': '))}`
    })
    .join('<br>\n')
  const body = rfqMailText(e, vendorName)
    .map((line) => `<p class="MsoNormal">${line ? escapeHtml(line) : '&nbsp;'}</p>`)
    .join('\n')
  return `<div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm"><p class="MsoNormal"><span style="font-size:11.0pt;font-family:Calibri,sans-serif">${head}</span></p></div>\n${body}`
}

const cell = 'style="border:1px solid #999;padding:4px 8px"'
const num = 'style="border:1px solid #999;padding:4px 8px;text-align:right"'

export const HTML_CASES: readonly ReplyCase[] = [
  {
    name: 'html table, no text part',
    kind: 'html',
    rfq: table.rfq,
    raw: compose({
      enquiry: table,
      from: 'Kemi Adeyemi <kemi@officemart.ng>',
      date: '2026-11-11T12:00:00Z',
      subject: `Re: ${rfqSubject(table)}`,
      html: `<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>td { font-family: Arial, sans-serif; font-size: 13px }</style></head>
<body>
<div dir="ltr">
<div>Dear Adaeze,</div><div><br></div>
<div>Thank you for your request. Our quotation for <b>TA-110</b> is below.</div><div><br></div>
<table cellspacing="0" cellpadding="0" style="border-collapse:collapse">
<thead><tr style="background:#1f4e79;color:#fff"><th ${cell}>S/N</th><th ${cell}>Item</th><th ${cell}>Qty</th><th ${cell}>Unit price</th><th ${cell}>Amount</th></tr></thead>
<tbody>
<tr><td ${cell}>1</td><td ${cell}>A4 paper 80gsm, PaperOne (ream)</td><td ${num}>100</td><td ${num}>₦4,500.00</td><td ${num}>₦450,000.00</td></tr>
<tr><td ${cell}>2</td><td ${cell}>HP 26A (CF226A) original toner</td><td ${num}>6</td><td ${num}>₦78,000.00</td><td ${num}>₦468,000.00</td></tr>
<tr><td ${cell}>3</td><td ${cell}>Liquid hand soap 5L</td><td ${num}>10</td><td ${num}>₦9,200.00</td><td ${num}>₦92,000.00</td></tr>
<tr><td ${cell}>4</td><td ${cell}>Toilet roll 2-ply, pack of 12</td><td ${num}>40</td><td ${num}>₦5,400.00</td><td ${num}>₦216,000.00</td></tr>
<tr><td ${cell}>5</td><td ${cell}>Refuse bags, heavy duty, roll of 10</td><td ${num}>30</td><td ${num}>₦2,350.00</td><td ${num}>₦70,500.00</td></tr>
<tr><td ${cell} colspan="4"><b>Sub-total (VAT not included)</b></td><td ${num}><b>₦1,296,500.00</b></td></tr>
</tbody>
</table>
<div><br></div>
<div>Lead time: 1 week.</div>
<div>Free delivery within Lagos.</div>
<div>This quotation is valid until 31 December 2026.</div>
<div><br></div>
<div>Warm regards,</div>
<div><b>Kemi Adeyemi</b><br>OfficeMart Nigeria Ltd<br>17 Awolowo Road, Ikoyi, Lagos<br>Tel: 0909 876 5432 | RC 1592004</div>
<div><br></div>
${gmailQuote(table, 'OfficeMart Nigeria', 'kemi@officemart.ng')}
</div>
</body></html>
`,
    }),
    expected: {
      unitPrices: {
        'line-1': 4500,
        'line-2': 78000,
        'line-3': 9200,
        'line-4': 5400,
        'line-5': 2350,
      },
      currency: 'ngn',
      leadTimeDays: 7,
      validUntil: '2026-12-31',
      shippingCost: 0,
      readable: true,
    },
  },
  {
    name: 'html with a script, onclick and onerror attributes',
    kind: 'html',
    rfq: scripted.rfq,
    raw: compose({
      enquiry: scripted,
      from: 'Grace Akpan <grace@labline-supplies.com>',
      date: '2026-11-18T10:30:00Z',
      subject: 'Re: TA-111 Lab consumables',
      html: `<html>
<head>
<script type="text/javascript">
  var unitPrice = 0.01; var total = "$999.00";
  document.addEventListener('DOMContentLoaded', function () {
    fetch('https://track.labline-supplies.com/open?m=ta111&total=' + total)
  })
</script>
</head>
<body onload="trackOpen('ta-111')">
<p>Dear Purchasing,</p>
<p>Our offer for TA-111 is below. <a href="https://labline-supplies.com/accept?q=ta111" onclick="alert('Price: $0.00'); return false">Click here to accept</a></p>
<table border="1" cellpadding="4">
<tr><th>Item</th><th>Qty</th><th>Unit price (USD)</th></tr>
<tr onclick="highlight(this)"><td>Nitrile gloves, size M, powder free</td><td>100 boxes</td><td>11.90</td></tr>
<tr onclick="highlight(this)"><td>Disposable lab coat, PP 40gsm</td><td>200</td><td>2.35</td></tr>
<tr onclick="highlight(this)"><td>Pipette tips 200 µl, rack of 96</td><td>20 racks</td><td>6.80</td></tr>
</table>
<p>Lead time: 3 weeks. Shipping: $120.00. Offer valid for 15 days.</p>
<p>Regards,<br>Grace Akpan<br>LabLine Supplies Ltd, 2 Ahmadu Bello Way, Kaduna<br>+234 818 300 4412</p>
<img src="https://track.labline-supplies.com/pixel.gif?id=88120" width="1" height="1" onerror="this.src='https://track.labline-supplies.com/fallback?price=1.00'">
<script>document.write('<p>Special price today: $0.50</p>')</script>
</body>
</html>
`,
    }),
    expected: {
      unitPrices: { 'line-1': 11.9, 'line-2': 2.35, 'line-3': 6.8 },
      currency: 'usd',
      leadTimeDays: 21,
      validUntil: '2026-12-03',
      shippingCost: 120,
      readable: true,
    },
  },
  {
    name: 'html paragraphs from Outlook, prices in sentences',
    kind: 'html',
    rfq: outlook.rfq,
    raw: compose({
      enquiry: outlook,
      from: 'Samuel Okon <samuel.okon@hydroflex.ng>',
      date: '2026-11-19T13:05:00Z',
      subject: `RE: ${rfqSubject(outlook)}`,
      html: `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style><!-- p.MsoNormal { margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif; } --></style>
</head>
<body lang="EN-GB" link="#0563C1" vlink="#954F72">
<div class="WordSection1">
<p class="MsoNormal">Good afternoon Mr Bakare,<o:p></o:p></p>
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
<p class="MsoNormal">Thank you for the enquiry. The 1/2&quot; 2SN hose is &#8358;6,500 per metre and the 1/2&quot; JIC female fittings, crimped on, are &#8358;3,200 each. Hydraulic oil VG46 is &#8358;485,000 per 208L drum (Total brand).<o:p></o:p></p>
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
<p class="MsoNormal">We can deliver in 4 days. Transport to Apapa: &#8358;12,000. Prices are valid for 7 days because of the exchange rate.<o:p></o:p></p>
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
<p class="MsoNormal">Kind regards,<o:p></o:p></p>
<p class="MsoNormal"><b>Samuel Okon</b><o:p></o:p></p>
<p class="MsoNormal">HydroFlex Hydraulics Ltd | 31 Warehouse Road, Apapa | 0817 222 9090 | RC 1203398<o:p></o:p></p>
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
${outlookQuote(outlook, 'HydroFlex Hydraulics', 'samuel.okon@hydroflex.ng')}
</div>
</body>
</html>
`,
    }),
    expected: {
      unitPrices: { 'line-1': 6500, 'line-2': 3200, 'line-3': 485000 },
      currency: 'ngn',
      leadTimeDays: 4,
      validUntil: '2026-11-26',
      shippingCost: 12000,
      readable: true,
    },
  },
]
