"""concurrent.futures.process: the playground has no processes, so ProcessPoolExecutor cannot
be made (NotImplementedError); BrokenProcessPool is there for code that names it."""

from concurrent.futures._base import BrokenExecutor, Executor


class BrokenProcessPool(BrokenExecutor):
    pass


class ProcessPoolExecutor(Executor):
    def __init__(self, *args, **kwargs):
        raise NotImplementedError("concurrent.futures.ProcessPoolExecutor: the playground has no "
                                  "processes (ThreadPoolExecutor runs calls in its threads)")
