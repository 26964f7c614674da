def worker():
    try:
        while True:
            job = yield
            print("job", job)
    except GeneratorExit:
        print("closing")
        raise
    finally:
        print("cleanup")

w = worker()
next(w)
w.send(1)
w.close()
w2 = worker()
next(w2)
w2.throw(ValueError("bad job"))
