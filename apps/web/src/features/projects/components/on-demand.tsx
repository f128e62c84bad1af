'use client'

import dynamic from 'next/dynamic'

// Parts only some visits show: the project page's tabs other than the overview, the enquiry
// form and the comparison of picked projects. Each loads when first rendered, so a page's first
// load carries what it shows at once. The server still renders a shown part (next/dynamic), and
// that part's code comes with the page.
export const QualityPanel = dynamic(() =>
  import('./detail/quality-panel').then((m) => m.QualityPanel),
)
export const ImpactPanel = dynamic(() => import('./detail/impact-panel').then((m) => m.ImpactPanel))
export const EnquiryDialog = dynamic(() =>
  import('./detail/enquiry-dialog').then((m) => m.EnquiryDialog),
)
export const CompareDialog = dynamic(() => import('./compare-dialog').then((m) => m.CompareDialog))
