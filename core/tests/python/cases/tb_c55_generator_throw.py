def worker():
    try:
        while True:
            x = yield
            print("got", x)
    except KeyError as e:
        raise ValueError("worker stopped") from e

w = worker()
next(w)
w.send(1)
w.throw(KeyError("k"))
