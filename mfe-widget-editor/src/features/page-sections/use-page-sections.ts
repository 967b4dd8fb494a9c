import { useCallback, useReducer, useState } from 'react';
import { dequal } from 'dequal';
import type { WidgetPage } from '@suite/shared/widget';
import { useUndoValue, type UndoHistory } from '@suite/shared/editing';
import { editPage } from './page-edits';
import {
  initialPageSectionsState,
  isPageEdit,
  pageSectionsReducer,
  type PageSectionsAction,
  type PageSectionsState,
} from './page-sections-state';

export interface PageSections {
  /** The page as it now stands: the undo history's present. */
  page: WidgetPage;
  state: PageSectionsState;
  /**
   * Does an action: a page edit becomes the history's next step, undo and redo move along it, and
   * the list follows. Returns whether the page changed (an undo with nothing to undo does not, nor
   * an edit that leaves the page as it was).
   */
  dispatch: (action: PageSectionsAction) => boolean;
}

/**
 * The page sections editor's state and its one dispatch. The page lives in its undo history (ADR
 * 0017: a history of values), which the Components panel starts from the saved page; every edit is
 * made by `editPage` on the history's present and pushed as one step, unless it leaves the page equal
 * to it by value (Enter on an unchanged name, Apply in an untouched layout dialog): a step that
 * undoes nothing would only make Undo seem broken.
 */
export function usePageSections(history: UndoHistory<WidgetPage>): PageSections {
  const page = useUndoValue(history);
  const [state, dispatchList] = useReducer(pageSectionsReducer, undefined, initialPageSectionsState);
  // A new history (the page was saved): its sections are new objects, equal to the ones drawn.
  const [drawnHistory, setDrawnHistory] = useState(history);
  if (drawnHistory !== history) {
    setDrawnHistory(history);
    dispatchList({ type: 'rebased', before: drawnHistory.present(), page: history.present() });
  }
  const dispatch = useCallback(
    (action: PageSectionsAction): boolean => {
      if (isPageEdit(action)) {
        const before = history.present();
        const edited = editPage(before, action);
        const changed = !dequal(edited, before);
        if (changed) history.push(edited);
        dispatchList({ type: 'edited', edit: action, before, page: changed ? edited : before });
        return changed;
      }
      if (action.type === 'undo') return history.undo() !== undefined;
      if (action.type === 'redo') return history.redo() !== undefined;
      dispatchList(action);
      return false;
    },
    [history],
  );
  return { page, state, dispatch };
}
