# Functions registered with atexit run when the program ends: last registered first, with their
# arguments, before objects still bound in __main__ are finalized.
import atexit


class Resource:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("finalized", self.name)


def report(kind, *, count=0):
    print("report", kind, count)


@atexit.register
def goodbye():
    print("goodbye")


atexit.register(report, "totals", count=3)
atexit.register(print, "first to run")
keep = Resource("keep")
dropped = atexit.register(lambda: print("unregistered"))
atexit.unregister(dropped)
print("main done")
