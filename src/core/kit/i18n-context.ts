/**
 * The messages a rendering island's components format with, as a React context: the page's
 * (`PAGE_I18N`, what `t` formats) unless a server render provides its own (core/kit/server-render.ts).
 * So a render's locale reaches its components as an argument, and nothing in a render sets the
 * page's: renders in several locales can run side by side.
 */
import { createContext, useContext } from 'react'
import { type I18n, PAGE_I18N } from '../i18n/index.ts'

/** The context a server render provides its translator in; the page's by default. */
export const I18nContext = createContext<I18n>(PAGE_I18N)

/**
 * The translator of what renders this component: the server render's, else the page's.
 * @example const { t } = useI18n(); return <button>{t('forms.submit')}</button>
 */
export const useI18n = (): I18n => useContext(I18nContext)
