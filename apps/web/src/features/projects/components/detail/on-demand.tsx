'use client'

import dynamic from 'next/dynamic'

// The project page's tabs other than the overview, and the enquiry form: each loads when first
// rendered, so the page's first load carries the overview's code. The server still renders a
// shown part (next/dynamic), and that part's code comes with the page.
export const QualityPanel = dynamic(() => import('./quality-panel').then((m) => m.QualityPanel))
export const ImpactPanel = dynamic(() => import('./impact-panel').then((m) => m.ImpactPanel))
export const EnquiryDialog = dynamic(() => import('./enquiry-dialog').then((m) => m.EnquiryDialog))
