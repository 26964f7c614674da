# print(file=f) writes each piece through f.write; sys.stdout and sys.stderr write to the output.
import io, sys
buf = io.StringIO()
r = print('a', 1, [2], sep='-', end='!\n', file=buf)
print(r, repr(buf.getvalue()))
class W:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s); return len(s)
w = W()
class R:
    def __repr__(self): return 'R!'
print(R(), 'x', file=w); print(w.parts)
print('to stdout', file=sys.stdout)
sys.stdout.write('direct\n')
print('none file', file=None)
