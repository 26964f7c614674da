import logging, sys, io
class JsonishFormatter(logging.Formatter):
    def format(self, record):
        base = {'lvl': record.levelname, 'logger': record.name, 'msg': record.getMessage()}
        if record.exc_info:
            base['exc'] = self.formatException(record.exc_info).splitlines()[-1]
        return str(base)
h = logging.StreamHandler(sys.stdout)
h.setFormatter(JsonishFormatter())
log = logging.getLogger('pipeline'); log.setLevel(logging.DEBUG); log.addHandler(h); log.propagate = False
def step(n):
    log.debug('step %d start', n)
    if n == 2:
        raise RuntimeError(f'step {n} broke')
    return n * 10
results = []
for i in range(4):
    try:
        results.append(step(i))
    except RuntimeError:
        log.exception('while running step %s', i)
log.info('results=%s', results)
class Counting(logging.Handler):
    def __init__(self):
        super().__init__(); self.counts = {}
    def emit(self, record):
        self.counts[record.levelname] = self.counts.get(record.levelname, 0) + 1
c = Counting(); log.addHandler(c)
for lvl in (logging.DEBUG, logging.INFO, logging.INFO, logging.ERROR):
    log.log(lvl, 'x')
print(sorted(c.counts.items()))
mem = io.StringIO()
mh = logging.StreamHandler(mem); mh.terminator = ' | '
mh.setFormatter(logging.Formatter('%(levelno)d-%(message)s'))
other = logging.getLogger('other'); other.addHandler(mh); other.propagate = False
other.warning('a'); other.error('b')
print(mem.getvalue())
f = logging.Formatter('%(asctime)s %(message)s', datefmt='%Y')
rec = logging.makeLogRecord({'msg': 'made', 'levelno': 20, 'levelname': 'INFO', 'created': 0.0, 'msecs': 0.0})
print(f.format(rec)[:4].isdigit(), rec.getMessage(), rec.name, rec.args)
print(logging.Formatter('%(name)10s|%(levelname).1s|%(message)-6s|').format(logging.makeLogRecord({'name': 'n', 'levelname': 'WARNING', 'msg': 'm'})))
try:
    logging.Formatter('%(message)s', style='%%')
except ValueError as e:
    print('ValueError', e)
try:
    logging.Formatter('no fields', style='{', validate=True)
except ValueError as e:
    print('ValueError', e)
print(logging.getLogger('pipeline').handlers[0] is h, len(logging.getLogger('pipeline').handlers))
ex_log = logging.getLogger('exc'); eh = logging.StreamHandler(sys.stdout); eh.setFormatter(logging.Formatter('%(message)s')); ex_log.addHandler(eh); ex_log.propagate = False
try:
    int('x')
except ValueError as e:
    ex_log.error('bad int', exc_info=e)
ex_log.info('info not shown (level WARNING default from root)')
ex_log.warning('stack', stack_info=False)
