'use client'

import { useTranslations } from 'next-intl'
import {
  approachSchema,
  DEFAULT_SCOPE_SPLIT_PERCENT,
  emissionsBasisSchema,
  offsetTargetSchema,
  type PlannerSettings,
} from '@kelp/core/planner'
import { NumberField, SelectField } from './fields'

interface Props {
  settings: PlannerSettings
  invalid: string[]
  update(patch: Partial<PlannerSettings>): void
}

const cents = (euros: number | null) => Math.round((euros ?? 0) * 100)

/** The strategy settings (product.md §3): emissions, years, approach, offset target, fee or budget. */
export function SettingsPanel({ settings: s, invalid, update }: Props) {
  const t = useTranslations('planner.settings')
  const tError = useTranslations('planner.errors')
  const bad = (field: string) => invalid.includes(field)
  const error = (field: string) =>
    bad(field) ? tError(field === 'targetYear' ? 'targetYear' : 'range') : undefined
  const num = (
    field: 'scope1' | 'scope2' | 'scope3' | 'baselineEmissions' | 'baselineYear' | 'targetYear',
  ) => ({
    label: t(field),
    value: s[field],
    invalid: bad(field),
    hint: error(field),
    onChange: (value: number | null) => update({ [field]: value ?? 0 }),
  })
  const applySplit = () => {
    const share = (p: number) => Math.round((s.baselineEmissions * p) / 100)
    update({
      basis: 'scope123',
      scope1: share(DEFAULT_SCOPE_SPLIT_PERCENT.scope1),
      scope2: share(DEFAULT_SCOPE_SPLIT_PERCENT.scope2),
      scope3: share(DEFAULT_SCOPE_SPLIT_PERCENT.scope3),
    })
  }
  return (
    <section aria-labelledby="planner-settings-title" className="flex flex-col gap-4">
      <h2 id="planner-settings-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-2 text-sm font-semibold">{t('emissions')}</legend>
        <NumberField {...num('baselineEmissions')} />
        <NumberField {...num('baselineYear')} step={1} />
        <NumberField {...num('scope1')} />
        <NumberField {...num('scope2')} />
        <NumberField {...num('scope3')} />
        <div className="flex items-end">
          <button
            type="button"
            onClick={applySplit}
            className="h-[37px] w-full rounded-md border border-kelp-500 px-2 text-xs font-medium text-kelp-700 hover:bg-kelp-50"
          >
            {t('applySplit')}
          </button>
        </div>
        <div className="col-span-2">
          <SelectField
            label={t('basis')}
            value={s.basis}
            options={emissionsBasisSchema.options.map((value) => ({
              value,
              label: t(`basisOptions.${value}`),
            }))}
            onChange={(basis) => update({ basis })}
          />
        </div>
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-2 text-sm font-semibold">{t('strategy')}</legend>
        <NumberField {...num('targetYear')} step={1} />
        <div className="col-span-2">
          <SelectField
            label={t('approach')}
            value={s.approach}
            options={approachSchema.options.map((value) => ({
              value,
              label: t(`approachOptions.${value}`),
            }))}
            onChange={(approach) => update({ approach })}
          />
        </div>
        <div className="col-span-2">
          <SelectField
            label={t('offsetTarget')}
            value={s.offsetTarget}
            options={offsetTargetSchema.options.map((value) => ({
              value,
              label: t(`targetOptions.${value}`),
            }))}
            onChange={(offsetTarget) => update({ offsetTarget })}
          />
        </div>
        {s.approach === 'carbon_fee' ? (
          <>
            <NumberField
              label={t('feeScope12')}
              value={s.feeScope12Cents / 100}
              invalid={bad('feeScope12Cents')}
              onChange={(v) => update({ feeScope12Cents: cents(v) })}
            />
            {s.basis === 'scope123' ? (
              <NumberField
                label={t('feeScope3')}
                value={s.feeScope3Cents / 100}
                invalid={bad('feeScope3Cents')}
                onChange={(v) => update({ feeScope3Cents: cents(v) })}
              />
            ) : null}
            <p className="col-span-2 text-xs text-muted">{t('climateLabelHint')}</p>
          </>
        ) : null}
        {s.approach === 'carbon_budget' ? (
          <NumberField
            label={t('budget')}
            value={s.budgetCents / 100}
            invalid={bad('budgetCents')}
            onChange={(v) => update({ budgetCents: cents(v) })}
          />
        ) : null}
      </fieldset>
    </section>
  )
}
