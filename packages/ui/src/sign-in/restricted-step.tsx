import { buttonClasses } from '../button'
import type { LinkComponent } from '../link-component'
import { NAV_LINKS } from '../nav-links'
import type { SignInTexts } from './sign-in-texts'

/** Step 2: the company has not granted access (product.md §2, §6). */
export function RestrictedStep({ texts, Link }: { texts: SignInTexts; Link: LinkComponent }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">{texts.restrictedText}</p>
      <Link href={NAV_LINKS.contact} className={`${buttonClasses({ size: 'lg' })} self-start`}>
        {texts.contact}
      </Link>
    </div>
  )
}
