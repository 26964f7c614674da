from contextlib import AbstractContextManager, AbstractAsyncContextManager, nullcontext, ExitStack


class Duck:
    def __enter__(self):
        return self

    def __exit__(self, *a):
        return False


class NoExit:
    __exit__ = None

    def __enter__(self):
        return self


class Good(AbstractContextManager):
    def __exit__(self, *a):
        print("exit", a[0])


print(issubclass(Duck, AbstractContextManager), isinstance(Duck(), AbstractContextManager))
print(issubclass(NoExit, AbstractContextManager), issubclass(list, AbstractContextManager))
print(isinstance(nullcontext(), AbstractContextManager), isinstance(ExitStack(), AbstractContextManager))
print(issubclass(Duck, AbstractAsyncContextManager))
with Good() as g:
    print(type(g).__name__)
print(AbstractContextManager[int])
print(AbstractAsyncContextManager[str])


class Bad(AbstractContextManager):
    pass


Bad()
