import type { FlowQuestion } from '@hitelkapu/domain/contracts/application';
import { createContext, type ReactNode, useContext } from 'react';

/** One flow question drawn as the customer sees it, with an answer the preview keeps. */
export interface FlowQuestionPreviewProps {
  question: FlowQuestion;
  value: string | undefined;
  onChange: (value: string) => void;
  today: string;
}

export type FlowQuestionRenderer = (props: FlowQuestionPreviewProps) => ReactNode;

const FlowPreviewContext = createContext<FlowQuestionRenderer | null>(null);

/**
 * The customer's question components, for the flow editor's preview. A feature imports no
 * other feature, so the route module that composes the editor hands in the application's.
 */
export function FlowPreviewProvider({
  render,
  children,
}: {
  render: FlowQuestionRenderer;
  children: ReactNode;
}) {
  return <FlowPreviewContext.Provider value={render}>{children}</FlowPreviewContext.Provider>;
}

export function useFlowQuestionRenderer(): FlowQuestionRenderer {
  const render = useContext(FlowPreviewContext);
  if (!render) throw new Error('the flow editor needs a FlowPreviewProvider');
  return render;
}
