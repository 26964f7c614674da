class Pause:
    def __await__(self):
        yield

async def worker(log):
    try:
        await Pause()
        log.append("not reached")
    except GeneratorExit:
        log.append("exit seen")
        raise
    finally:
        log.append("cleanup")

log = []
c = worker(log)
c.send(None)
print(c.close())
print(log)
print(c.close())
d = worker(log)
d.close()
print(log)
try:
    d.send(None)
except RuntimeError as e:
    print("RuntimeError:", e)
