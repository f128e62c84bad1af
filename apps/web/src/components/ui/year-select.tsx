'use client'

/** A year selector with an "all years" option; a chosen year missing from `years` stays listed. */
export function YearSelect({
  id,
  label,
  allLabel,
  years,
  value,
  onChange,
}: {
  id: string
  label: string
  allLabel: string
  years: number[]
  value: number | undefined
  onChange: (year: number | undefined) => void
}) {
  const options = value !== undefined && !years.includes(value) ? [value, ...years] : years
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
        className="h-(--height-btn-md) rounded-md border border-line bg-white px-2"
      >
        <option value="">{allLabel}</option>
        {options.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </div>
  )
}
