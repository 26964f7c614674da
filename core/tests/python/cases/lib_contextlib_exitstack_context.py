import asyncio
from contextlib import AsyncExitStack, ExitStack


def chain(e):
    out = []
    while e is not None:
        out.append(repr(e))
        e = e.__context__
    return " <- ".join(out)


def raiser(exc):
    def cb(*args):
        raise exc
    return cb


def suppress_all(*args):
    print("suppressing", args[0].__name__ if args[0] else None)
    return True


for body_raises in (True, False):
    try:
        with ExitStack() as st:
            st.push(raiser(ValueError("cb1")))
            st.push(raiser(KeyError("cb2")))
            if body_raises:
                raise IndexError("body")
    except Exception as e:
        print(chain(e))

with ExitStack() as st:
    st.push(suppress_all)
    st.push(raiser(KeyError("inner")))
    raise IndexError("body")
print("all suppressed")


async def main():
    async def araiser(msg):
        raise RuntimeError(msg)

    try:
        async with AsyncExitStack() as st:
            st.push(raiser(ValueError("sync")))
            st.push_async_callback(araiser, "async")
            raise IndexError("body")
    except Exception as e:
        print(chain(e))

    try:
        async with AsyncExitStack() as st:
            st.push_async_callback(araiser, "only")
    except Exception as e:
        print(chain(e))

    async def asuppress(*args):
        print("async suppressing", args[0].__name__)
        return True

    async with AsyncExitStack() as st:
        st.push_async_exit(asuppress)
        st.push_async_callback(araiser, "then suppressed")
    print("done")

    async with AsyncExitStack() as st:
        st.push(raiser(LookupError("final")))


asyncio.run(main())
