'use client'

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { adminQueries } from '../api/queries'
import type { InventoryList } from '../api/types'
import { useDebounced } from '../hooks/use-debounced'
import { InventoryRowForm } from './inventory-row'
import { Pager } from './pager'

/** Project inventory and prices per vintage, editable by operators. */
export function InventoryPanel() {
  const t = useTranslations('admin.inventory')
  const format = useFormatter()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const query = adminQueries.inventory(locale, useDebounced(q), page)
  const read = useQuery({ ...query, placeholderData: keepPreviousData })
  const list = read.isError ? 'error' : read.data
  // A saved row answers itself: it replaces its line in the cached page.
  const patch = (list: InventoryList, item: InventoryList['items'][number]) =>
    queryClient.setQueryData(query.queryKey, {
      ...list,
      items: list.items.map((r) => (r.vintageId === item.vintageId ? item : r)),
    })

  return (
    <section aria-labelledby="admin-inv-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-inv-title" className="text-xl font-bold">
          {t('title')}
        </h2>
        <label className="grid gap-1 text-sm font-medium">
          {t('search')}
          <input
            type="search"
            value={q}
            onChange={(e) => {
              setQ(e.target.value)
              setPage(1)
            }}
            className="h-(--height-btn-md) rounded-md border border-line px-2"
          />
        </label>
      </div>
      {list === 'error' ? (
        <p role="alert" className="text-danger">
          {t('loadError')}
        </p>
      ) : null}
      {list && list !== 'error' ? (
        <>
          <p className="text-sm text-muted">{t('count', { total: format.number(list.total) })}</p>
          <ul className="grid gap-2">
            {list.items.map((row) => (
              <InventoryRowForm
                key={`${row.vintageId}-${row.creditsAvailable}-${row.priceCents}`}
                row={row}
                onSaved={(item) => patch(list, item)}
              />
            ))}
          </ul>
          <Pager page={list.page} pageCount={list.pageCount} onChange={setPage} />
        </>
      ) : null}
    </section>
  )
}
