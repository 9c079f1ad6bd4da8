import { staffApi } from '../features/staff/api/staff-client.ts';
import { StaffNav } from '../features/staff/components/staff-nav.tsx';
import { ConfigFlowEditorPage, ConfigFlowsPage } from '../features/staff-config/components/flows-page.tsx';
import { ConfigQuestionSetEditorPage } from '../features/staff-config/components/question-sets-page.tsx';
import { type StaffConfigDeps, StaffConfigProvider } from '../features/staff-config/config-deps.tsx';
import { FlowPreviewProvider, type FlowQuestionRenderer } from '../features/staff-config/flow-preview.tsx';
import { FlowQuestionPreview } from './flow-question-preview.tsx';

/**
 * The flow and question editor's pages, composed here: a feature imports no other feature, so
 * the editor gets the staff API client, the staff menu and the customer's question components
 * (for its preview) from this route module.
 */
const deps: StaffConfigDeps = { api: staffApi, nav: <StaffNav /> };
const renderFlowQuestion: FlowQuestionRenderer = (props) => <FlowQuestionPreview {...props} />;

export function StaffConfigFlowsPage() {
  return (
    <StaffConfigProvider deps={deps}>
      <ConfigFlowsPage />
    </StaffConfigProvider>
  );
}

export function StaffConfigFlowEditorPage() {
  return (
    <StaffConfigProvider deps={deps}>
      <FlowPreviewProvider render={renderFlowQuestion}>
        <ConfigFlowEditorPage />
      </FlowPreviewProvider>
    </StaffConfigProvider>
  );
}

export function StaffConfigQuestionSetEditorPage() {
  return (
    <StaffConfigProvider deps={deps}>
      <ConfigQuestionSetEditorPage />
    </StaffConfigProvider>
  );
}
