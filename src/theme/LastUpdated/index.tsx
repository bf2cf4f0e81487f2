/**
 * Replaces (ejected) `@theme/LastUpdated`. Same markup and translations as upstream; the date is
 * written by `formatMediumDate` ("Nov 22, 2026", what upstream's Intl formatter gives in
 * English) instead of building an Intl.DateTimeFormat during hydration, which loads locale data:
 * ~50 ms of a throttled phone's main thread on every doc page. Other locales still use Intl.
 */
import type { ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/LastUpdated';
import { formatMediumDate } from '@site/src/lib/dates';

function useFormattedDate(date: Date): string {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.currentLocale;
  if (locale === 'en' || locale.startsWith('en-')) return formatMediumDate(date.toISOString());
  const calendar = i18n.localeConfigs[locale]?.calendar;
  const options = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
  return new Intl.DateTimeFormat(locale, { calendar, ...options }).format(date);
}

function LastUpdatedAtDate({ lastUpdatedAt }: { lastUpdatedAt: number }): ReactNode {
  const atDate = new Date(lastUpdatedAt);
  const formatted = useFormattedDate(atDate);
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()} itemProp="dateModified">
              {formatted}
            </time>
          </b>
        ),
      }}
    >
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({ lastUpdatedBy }: { lastUpdatedBy: string }): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{ user: <b>{lastUpdatedBy}</b> }}
    >
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
