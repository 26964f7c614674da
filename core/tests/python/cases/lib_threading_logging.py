# logging names the thread that logs (threadName) once threading is imported.
import logging, threading, sys
logging.basicConfig(stream=sys.stdout, format="%(threadName)s %(levelname)s %(message)s", level=logging.INFO)
def w(n): logging.info("work %d", n)
ts = [threading.Thread(target=w, args=(i,), name=f"w{i}") for i in range(2)]
for t in ts: t.start(); t.join()
logging.info("main")
