/** A fieldset of radio cards (frequency, footprint mode, portfolio): one legend, real radios. */
export function ChoiceFieldset<Value extends string>({
  name,
  legend,
  value,
  options,
  onChange,
  columns = 2,
}: {
  name: string
  legend: string
  value: Value
  options: { value: Value; label: string; hint?: string; extra?: React.ReactNode }[]
  onChange: (value: Value) => void
  columns?: 2 | 3
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-lg font-semibold">{legend}</legend>
      <div className={`grid gap-3 ${columns === 3 ? 'md:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {options.map((option) => {
          const id = `${name}-${option.value}`
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex cursor-pointer gap-3 rounded-xl border border-line bg-white p-4 transition-colors hover:border-kelp-500 has-checked:border-kelp-700 has-checked:bg-kelp-50 has-checked:ring-1 has-checked:ring-kelp-700 has-focus-visible:ring-2 has-focus-visible:ring-focus"
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                aria-labelledby={`${id}-label`}
                aria-describedby={option.hint ? `${id}-hint` : undefined}
                onChange={() => onChange(option.value)}
                className="mt-1 size-4 shrink-0 accent-kelp-700"
              />
              <span className="grid gap-1">
                <span id={`${id}-label`} className="font-semibold">
                  {option.label}
                </span>
                {option.hint ? (
                  <span id={`${id}-hint`} className="text-sm text-muted">
                    {option.hint}
                  </span>
                ) : null}
                {option.extra}
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
