/**
 * Ejected from @docusaurus/theme-classic@3.10.2 src/theme/LastUpdated/index.tsx.
 * Upstream's text and formatting; our changes are fenced by [ours] and [/ours].
 * Why: no Intl locale data loaded during hydration for English dates (src/theme/README.md).
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
// [ours] Our useDateTimeFormat below.
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatMediumDate} from '@site/src/lib/dates';
// [/ours]
import type {Props} from '@theme/LastUpdated';

// [ours] Upstream's hook builds an Intl.DateTimeFormat during render; the first
// one on a page loads locale data (~50 ms of a throttled phone's main thread,
// inside hydration). English dates come from formatMediumDate ("Nov 22, 2026",
// what Intl gives for the options below); other locales still use Intl.
function useDateTimeFormat(options: Intl.DateTimeFormatOptions): {
  format: (date: Date) => string;
} {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  if (locale === 'en' || locale.startsWith('en-')) {
    return {format: (date) => formatMediumDate(date.toISOString())};
  }
  const calendar = i18n.localeConfigs[locale]?.calendar;
  return new Intl.DateTimeFormat(locale, {calendar, ...options});
}
// [/ours]

function LastUpdatedAtDate({
  lastUpdatedAt,
}: {
  lastUpdatedAt: number;
}): ReactNode {
  const atDate = new Date(lastUpdatedAt);

  const dateTimeFormat = useDateTimeFormat({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

  const formattedLastUpdatedAt = dateTimeFormat.format(atDate);

  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()} itemProp="dateModified">
              {formattedLastUpdatedAt}
            </time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({
  lastUpdatedBy,
}: {
  lastUpdatedBy: string;
}): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{
        user: <b>{lastUpdatedBy}</b>,
      }}>
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({
  lastUpdatedAt,
  lastUpdatedBy,
}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? (
            <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} />
          ) : (
            ''
          ),
          byUser: lastUpdatedBy ? (
            <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} />
          ) : (
            ''
          ),
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
      {process.env.NODE_ENV === 'development' && (
        <div>
          {/* eslint-disable-next-line @docusaurus/no-untranslated-text */}
          <small> (Simulated during dev for better perf)</small>
        </div>
      )}
    </span>
  );
}
