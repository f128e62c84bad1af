'use client'

import dynamic from 'next/dynamic'

// The parts of the Portfolio Manager that only some visits show: the other tabs, the dialogs,
// an open offer, the access panels. Each loads when first rendered, so the page's first load
// carries the overview's code and not all of it. The server still renders whichever part a
// page shows (next/dynamic), and that part's code comes with the page.
export const StrategyTab = dynamic(() => import('./strategy-tab').then((m) => m.StrategyTab))
export const DocumentsTab = dynamic(() => import('./documents-tab').then((m) => m.DocumentsTab))
export const BillingPanel = dynamic(() => import('./billing-panel').then((m) => m.BillingPanel))
export const BrowseTab = dynamic(() => import('./browse-tab').then((m) => m.BrowseTab))
export const RetireDialog = dynamic(() => import('./retire-dialog').then((m) => m.RetireDialog))
export const MembersPanel = dynamic(() => import('./members-panel').then((m) => m.MembersPanel))
export const OfferCard = dynamic(() => import('./offer-card').then((m) => m.OfferCard))
export const RestrictedAccess = dynamic(() =>
  import('./restricted-access').then((m) => m.RestrictedAccess),
)
