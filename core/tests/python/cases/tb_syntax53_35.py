lambda x: (yield)
