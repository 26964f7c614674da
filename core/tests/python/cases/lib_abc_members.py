# Abstract properties, classmethods and staticmethods; the deprecated abstract* helpers.
from abc import (ABC, abstractmethod, abstractproperty, abstractclassmethod,
                 abstractstaticmethod)


class Named(ABC):
    @property
    @abstractmethod
    def name(self):
        ...

    @classmethod
    @abstractmethod
    def create(cls):
        ...

    @staticmethod
    @abstractmethod
    def kind():
        ...

    def greet(self):
        return "hello " + self.name


try:
    Named()
except TypeError as e:
    print("TypeError:", e)


class PartName(Named):
    @property
    def name(self):
        return "part"


try:
    PartName()
except TypeError as e:
    print("TypeError:", e)


class Full(PartName):
    @classmethod
    def create(cls):
        return cls()

    @staticmethod
    def kind():
        return "full"


f = Full.create()
print(f.name, f.greet(), Full.kind(), f.kind(), type(f).__name__)
print(isinstance(Named.__dict__["name"], property), Named.__dict__["name"].fget.__isabstractmethod__)


class Old(ABC):
    value = abstractproperty()

    @abstractclassmethod
    def build(cls):
        ...

    @abstractstaticmethod
    def helper():
        ...


try:
    Old()
except TypeError as e:
    print("TypeError:", e)


class NewImpl(Old):
    value = 3

    @classmethod
    def build(cls):
        return cls()

    @staticmethod
    def helper():
        return "h"


n = NewImpl.build()
print(n.value, n.helper(), NewImpl.helper())


class Settable(ABC):
    @property
    def x(self):
        return self._x

    @x.setter
    @abstractmethod
    def x(self, v):
        ...


class SetImpl(Settable):
    @property
    def x(self):
        return self._x

    @x.setter
    def x(self, v):
        self._x = v * 2


s = SetImpl()
s.x = 4
print(s.x)


class Template(ABC):
    def run(self):
        return [self.step1(), self.step2()]

    @abstractmethod
    def step1(self):
        return "base step1"

    def step2(self):
        return "base step2"


class Concrete(Template):
    def step1(self):
        return "concrete+" + super().step1()


print(Concrete().run())
Old()
