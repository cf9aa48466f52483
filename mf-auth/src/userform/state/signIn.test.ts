import { bus, type User } from 'shared';
import { completeSignIn } from './signIn';

const user = { id: 1, display_name: 'Demo' } as User;

describe('completeSignIn', () => {
  it('navigates to the returnUrl, then emits auth:signed-in', () => {
    const order: string[] = [];
    const navigate = jest.fn((to: string) => order.push(`navigate ${to}`));
    const off = bus.on('auth:signed-in', ({ user: u }) => order.push(`signed-in ${u.id}`));
    completeSignIn(user, '/my/favorites', navigate);
    off();
    expect(order).toEqual(['navigate /my/favorites', 'signed-in 1']);
    expect(navigate).toHaveBeenCalledWith('/my/favorites', { replace: true });
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil', 'javascript:alert(1)', undefined])(
    'goes Home for an unsafe returnUrl %j',
    (returnUrl) => {
      const navigate = jest.fn();
      expect(completeSignIn(user, returnUrl, navigate)).toBe('/');
      expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    },
  );
});
