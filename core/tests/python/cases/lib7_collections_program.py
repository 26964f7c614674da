from collections import Counter, defaultdict, deque, OrderedDict, ChainMap, namedtuple
import argparse
text = """It was the best of times it was the worst of times it was the age of wisdom
it was the age of foolishness"""
words = text.lower().split()
wc = Counter(words)
print(wc.most_common(4), len(wc), wc.total())
letters = Counter(c for c in text.lower() if c.isalpha())
print(letters.most_common(5), sorted(letters.items())[:3])
by_len = defaultdict(list)
for w in sorted(set(words)):
    by_len[len(w)].append(w)
print(sorted(by_len.items()))
index = defaultdict(set)
for i, w in enumerate(words):
    index[w].add(i)
print(sorted(index['was']), sorted(index['age']))
graph = {'a': ['b', 'c'], 'b': ['d'], 'c': ['d', 'e'], 'd': ['f'], 'e': ['f'], 'f': []}
def bfs(start):
    seen = {start}; order = []; q = deque([start])
    while q:
        n = q.popleft(); order.append(n)
        for m in graph[n]:
            if m not in seen:
                seen.add(m); q.append(m)
    return order
print(bfs('a'))
last = deque(maxlen=3)
for line in ['l1', 'l2', 'l3', 'l4', 'l5']:
    last.append(line)
print(list(last))
def palindrome(s):
    d = deque(c for c in s.lower() if c.isalnum())
    while len(d) > 1:
        if d.popleft() != d.pop():
            return False
    return True
print(palindrome('A man, a plan, a canal: Panama'), palindrome('abc'))
defaults = {'color': 'red', 'user': 'guest', 'debug': False}
env = {'user': 'root'}
cli = {'debug': True}
combined = ChainMap(cli, env, defaults)
print(combined['color'], combined['user'], combined['debug'], sorted(combined), combined.maps[-1]['user'])
local = combined.new_child(); local['user'] = 'temp'; print(local['user'], combined['user'], local.parents['user'])
Stock = namedtuple('Stock', 'sym shares price')
port = [Stock('A', 100, 10.5), Stock('B', 50, 99.9), Stock('A', 20, 11.0)]
tot = defaultdict(float)
for s in port:
    tot[s.sym] += s.shares * s.price
print(dict(tot), max(port, key=lambda s: s.price).sym, [s._replace(price=0)._asdict() for s in port[:1]])
od = OrderedDict()
for k in 'banana':
    od[k] = od.get(k, 0) + 1
print(od, list(od.items()))
od.move_to_end('b'); print(od)
inv = Counter(apples=3, pears=1)
order = Counter(apples=1, pears=2, kiwi=1)
print(inv - order, order - inv, inv + order, (inv - order) + Counter(), inv & order, inv | order)
c = Counter({'a': 4, 'b': 2, 'c': 0, 'd': -2})
print(sorted(c.elements()), +c, -c, c.most_common(2), list(c))
