import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReferralEditor } from './editor';
import { REFERRAL_STATS_HINT, ReferralRenderer } from './renderer';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(30_000);

describe('ReferralRenderer', () => {
  it("shows the title, the subtitle and the visitor's own stats row, without made-up numbers", () => {
    render(<ReferralRenderer data={{ title: 'Invite friends', subtitle: 'Earn 5%', showStats: true }} />);
    expect(screen.getByRole('heading', { name: 'Invite friends' })).toBeInTheDocument();
    expect(screen.getByText('Earn 5%')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Your referral stats' });
    expect(stats).toHaveTextContent(REFERRAL_STATS_HINT);
    expect(stats).not.toHaveTextContent(/\d/);
  });

  it('hides the stats when the owner turns them off', () => {
    render(<ReferralRenderer data={{ title: 'Invite friends', subtitle: '', showStats: false }} />);
    expect(screen.queryByRole('region', { name: 'Your referral stats' })).not.toBeInTheDocument();
  });
});

describe('ReferralEditor', () => {
  it('starts with the stats shown, reports each change live and saves', async () => {
    const onChange = jest.fn();
    const onSave = jest.fn();
    render(<ReferralEditor onChange={onChange} onSave={onSave} onCancel={jest.fn()} />);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('switch', { name: 'Show stats' })).toBeChecked();
    await user.type(screen.getByLabelText('Title'), 'Invite');
    await user.click(screen.getByRole('switch', { name: 'Show stats' }));
    expect(onChange).toHaveBeenLastCalledWith({ title: 'Invite', subtitle: '', showStats: false });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ title: 'Invite', subtitle: '', showStats: false });
  });
});
