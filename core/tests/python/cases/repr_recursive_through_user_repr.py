class B:
    def __repr__(self): return "B(" + repr(self.items) + ")"
b = B(); b.items = [b]; print(repr(b)); print(b.items, str(b.items))
class U:
    def __init__(s): s.data = [1]
    def __repr__(s): return repr(s.data)
u = U(); u.data.append(u); print(repr(u), [u])
x = [1]
class C:
    def __repr__(self): return "C" + repr(x)
data = [x, C()]
print(data)
d = {}
class K:
    def __repr__(self): return f"K{d}"
d['k'] = K(); print(d, repr(d['k']))
from collections import UserList
ul = UserList([1]); ul.append(ul); print(ul)
