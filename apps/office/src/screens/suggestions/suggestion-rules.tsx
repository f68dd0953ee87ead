import { useCallback, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeSuggestionRule, OfficeSuggestionsRecord } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useLoad } from '../../lib/use-load';
import { SaveNotices } from '../record-editing/save-notices';
import { useRecordSave } from '../record-editing/use-record-save';
import { parseRef, RuleFields } from './rule-fields';
import '../events/events.css';

/** A new rule: for every basket, the first item the shop offers. */
const newRule = (choices: OfficeSuggestionsRecord['choices']): OfficeSuggestionRule => {
  const first = choices.merchandise[0] ?? choices.guidedTour[0] ?? choices.ticket[0];
  const type = choices.merchandise[0] !== undefined ? 'merchandise' : choices.guidedTour[0] !== undefined ? 'guidedTour' : 'ticket';
  return { when: { type: 'any', id: null }, suggest: first === undefined ? [] : [parseRef(`${type}:${first.id}`)] };
};

const Editing = ({ loaded }: { loaded: OfficeSuggestionsRecord }) => {
  const { t } = useI18n();
  const [record, setRecord] = useState(loaded);
  const [rules, setRules] = useState(loaded.rules);
  const [saved, setSaved] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const save = useCallback(async (draft: OfficeSuggestionRule[]) => (await officeApi.updateSuggestions(draft, record.version)).record, [record]);
  const onSaved = useCallback((next: OfficeSuggestionsRecord) => {
    setRecord(next);
    setSaved(true);
  }, []);
  const { saving, errors, errorAt, newer, dropNewer } = useRecordSave({ draft: rules, prefix: '', save, onSaved });
  const takeNewer = () => {
    if (newer === null) return;
    setRecord(newer);
    setRules(newer.rules);
    dropNewer();
    setFormKey((key) => key + 1);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...rules];
    const [rule] = next.splice(index, 1);
    if (rule === undefined) return;
    next.splice(index + by, 0, rule);
    setRules(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    void saving.run();
  };
  return (
    <form key={formKey} className="form event-editor" onSubmit={submit} noValidate>
      {saved && (
        <Notice tone="success">
          <p>{t('events.saved')}</p>
        </Notice>
      )}
      <SaveNotices stale={newer !== null} onTakeNewer={takeNewer} fieldErrors={errors} error={saving.error} />
      {rules.length === 0 && <p>{t('suggestions.empty')}</p>}
      {rules.map((rule, index) => (
        <RuleFields
          key={`${index}-${rules.length}`}
          index={index}
          count={rules.length}
          rule={rule}
          choices={record.choices}
          errorAt={errorAt}
          onChange={(next) => setRules(rules.map((other, i) => (i === index ? next : other)))}
          onMove={(by) => move(index, by)}
          onRemove={() => setRules(rules.filter((_, i) => i !== index))}
        />
      ))}
      <p>
        <Button variant="secondary" small onClick={() => setRules([...rules, newRule(record.choices)])}>
          {t('suggestions.addRule')}
        </Button>
      </p>
      <div className="button-row editor-actions">
        <Button type="submit" busy={saving.busy}>
          {t('events.save')}
        </Button>
        <span className="field-hint">{t('events.version', { version: record.version })}</span>
      </div>
    </form>
  );
};

/** The basket's "Complete your visit" rules: read in order, each adding its suggestions for what the basket holds. */
export const SuggestionRules = () => {
  const { t } = useI18n();
  const [suggestions] = useLoad(officeApi.suggestions);
  return (
    <Page title={t('suggestions.title')} lead={t('suggestions.lead')}>
      {suggestions.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {suggestions.state === 'failed' && <ErrorNotice error={suggestions.error} />}
      {suggestions.state === 'done' && <Editing loaded={suggestions.value.record} />}
    </Page>
  );
};
