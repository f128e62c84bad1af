'use client'

import { useLocale, useTranslations } from 'next-intl'
import {
  ANNUAL_REDUCTION_1_5C_PERCENT,
  ANNUAL_REDUCTION_TYPICAL_PERCENT,
  SBTI_LATEST_TARGET_YEAR,
  SBTI_LONG_TERM_MIN_PERCENT,
  SBTI_SHORT_TERM_MIN_PERCENT,
  type PlannerSettings,
  type SbtiCheck,
} from '@kelp/core/planner'
import { SHORT_TERM_DEFAULT_OFFSET_YEARS } from '../constants'
import { plannerFormat } from '../format'
import { NumberField } from './fields'

interface Props {
  settings: PlannerSettings
  sbti: SbtiCheck
  invalid: string[]
  update(patch: Partial<PlannerSettings>): void
}

type GoalKey = 'shortTermGoal' | 'longTermGoal'

function Hint({ ok, children }: { ok: boolean; children: string }) {
  return (
    <li className={`flex gap-2 text-xs ${ok ? 'text-kelp-700' : 'text-muted'}`}>
      <span aria-hidden="true">{ok ? '✓' : '•'}</span>
      <span>{children}</span>
    </li>
  )
}

/** Short- and long-term reduction goals with the SBTi hints (product.md §5). */
export function GoalsEditor({ settings: s, sbti, invalid, update }: Props) {
  const t = useTranslations('planner.goals')
  const tError = useTranslations('planner.errors')
  const fmt = plannerFormat(useLocale())
  const defaults: Record<GoalKey, number> = {
    shortTermGoal: Math.min(s.baselineYear + SHORT_TERM_DEFAULT_OFFSET_YEARS, s.targetYear),
    longTermGoal: s.targetYear,
  }
  const goalFields = (key: GoalKey) => {
    const goal = s[key]
    const year = goal?.year ?? defaults[key]
    return (
      <fieldset className="grid grid-cols-2 gap-3" key={key}>
        <legend className="mb-2 text-sm font-semibold">{t(`${key}.title`)}</legend>
        <NumberField
          label={t(`${key}.percent`)}
          value={goal?.percent ?? null}
          allowEmpty
          invalid={invalid.includes(`${key}.percent`)}
          hint={invalid.includes(`${key}.percent`) ? tError('goalPercent') : undefined}
          onChange={(percent) => update({ [key]: percent === null ? null : { year, percent } })}
        />
        <NumberField
          label={t(`${key}.year`)}
          value={year}
          step={1}
          invalid={invalid.includes(`${key}.year`)}
          hint={invalid.includes(`${key}.year`) ? tError('goalYear') : undefined}
          onChange={(next) => goal && update({ [key]: { ...goal, year: next ?? 0 } })}
        />
      </fieldset>
    )
  }
  return (
    <section aria-labelledby="planner-goals-title" className="flex flex-col gap-4">
      <h2 id="planner-goals-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      {goalFields('shortTermGoal')}
      {goalFields('longTermGoal')}
      <div className="rounded-md bg-kelp-50 p-3">
        <h3 className="mb-2 text-sm font-semibold">{t('sbtiTitle')}</h3>
        <ul className="flex flex-col gap-1">
          <Hint ok={sbti.shortTerm}>
            {t('hintShort', { percent: SBTI_SHORT_TERM_MIN_PERCENT })}
          </Hint>
          <Hint ok={sbti.longTerm}>{t('hintLong', { percent: SBTI_LONG_TERM_MIN_PERCENT })}</Hint>
          <Hint ok={sbti.targetYear}>{t('hintYear', { year: SBTI_LATEST_TARGET_YEAR })}</Hint>
          <Hint ok={sbti.meets1_5C}>
            {t('hintRate', {
              rate: fmt.percent(sbti.annualRatePercent ?? 0),
              needed: fmt.percent(ANNUAL_REDUCTION_1_5C_PERCENT),
              typical: fmt.percent(ANNUAL_REDUCTION_TYPICAL_PERCENT),
            })}
          </Hint>
        </ul>
      </div>
    </section>
  )
}
