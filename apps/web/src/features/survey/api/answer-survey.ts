import { useMutation, useQueryClient } from '@tanstack/react-query';
import { surveyAnswer, surveyRequest } from '@tread/domain';
import type { z } from 'zod';
import { apiPost } from '../../../api/client';
import { couponKeys } from '../../coupons/api/keys';

export type SurveyForm = z.input<typeof surveyRequest>;

/** POST /p/survey/emptyResult: the answer grants the $10 coupon once; SURVEY_DONE the second time. */
export const postSurveyAnswer = (form: SurveyForm) =>
  apiPost('/p/survey/emptyResult', surveyRequest.parse(form), { schema: surveyAnswer, quiet400: true });

/** A coupon was granted: the shopper's coupons are read again wherever they show. */
export function useAnswerSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSurveyAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
