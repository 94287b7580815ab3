import type { SurveyForm } from './api/answer-survey';

// What a guest typed before being sent to sign in, kept in memory so the survey shows it again on return.
let draft: Partial<SurveyForm> = {};

export const surveyDraft = (): Partial<SurveyForm> => draft;

export function keepSurveyDraft(values: Partial<SurveyForm>): void {
  draft = { ...values };
}

export function clearSurveyDraft(): void {
  draft = {};
}
