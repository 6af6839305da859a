"""The package keeps its layers: errors < engine < play < draw < widgets < teach.

Every ``.py`` file under ``bglearn/`` is parsed with :mod:`ast` (nothing is imported) and each
import of a bglearn module is checked, wherever it stands (module level, class body, function,
method, ``if TYPE_CHECKING:`` block): ``import bglearn.x``, ``from bglearn.x import y``,
``from . import x``, ``from ..engine import y`` and ``importlib.import_module("bglearn.x")`` /
``__import__("bglearn.x")`` with a literal name. The rules:

* layers: a module may import only modules of its own layer or of layers before it;
  :mod:`bglearn.errors` is importable by every module; :mod:`bglearn.bench` may import anything
  and nothing outside it may import it. ``bglearn/__init__.py`` stands outside the layers: it
  imports errors, engine and play, and reaches draw, widgets and teach only through its
  ``_LAZY`` table (``importlib.import_module`` of a name held in a variable, invisible here).
  The one allowed exception is :data:`ALLOWED_EXCEPTIONS`;
* no import cycle between modules of the package (module-level imports only, see
  :func:`import_graph`);
* no import of another module's private name (``from .x import _foo``); dunder names such
  as ``__version__`` are public;
* models apart from their panels: no module under ``bglearn/teach`` imports a widget library
  (:data:`WIDGET_LIBRARIES`, wherever the import stands, also inside a function), and no module
  under ``bglearn/widgets`` imports ``bglearn.teach`` (a panel takes its model through a
  ``typing.Protocol`` of its own module; a teach model builds its panel by importing widgets lazily).

The failure message lists every violation, each as ``file:line: statement -- reason``.
"""

from __future__ import annotations

import ast
import inspect
import json
import subprocess
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "bglearn"
PACKAGE_DIR = ROOT / PACKAGE

#: The layers in order; a module may import its own layer and the layers before it.
LAYERS = ("errors", "engine", "play", "draw", "widgets", "teach")
#: Importable from every module of the package.
SHARED = "errors"
#: Outside the layers: may import anything, may not be imported by anything else.
BENCH = "bench"
#: What ``bglearn/__init__.py`` may import; the other layers only lazily through ``_LAZY``.
TOP_LEVEL_IMPORTS = ("errors", "engine", "play")
#: The only imports allowed against the layers: (importing module, enclosing def, imported layer).
ALLOWED_EXCEPTIONS = {
    # python-chess style: Position._repr_png_ draws itself, importing the drawing layer late.
    (f"{PACKAGE}.engine.position", "Position._repr_png_", "draw"),
}
#: Longer import statements are cut to this many characters in messages.
STATEMENT_WIDTH = 100
#: The heavy third-party libraries ``import bglearn`` must not load.
HEAVY_LIBRARIES = ("matplotlib", "ipywidgets", "ipyevents", "numpy", "bgsage", "bgbot_cpp")
#: The widget libraries no module of the teach layer may import (its models' panels live in widgets).
WIDGET_LIBRARIES = ("ipywidgets", "anywidget", "ipyevents", "traitlets")
#: The layer of the question models and the layer of their panels.
MODELS, PANELS = "teach", "widgets"


@dataclass(frozen=True)
class Module:
    """A module of the package found on disk."""

    name: str
    path: Path
    is_package: bool
    #: The path of the file relative to the repository, for messages.
    location: str

    @property
    def package(self) -> str:
        """The package relative imports start from (PEP 328: the module's ``__package__``)."""
        return self.name if self.is_package else self.name.rpartition(".")[0]


@dataclass(frozen=True)
class Import:
    """One bglearn module imported by one statement (a statement may yield several)."""

    importer: Module
    line: int
    statement: str
    #: The imported module, e.g. ``bglearn.engine.movegen`` for ``from . import movegen``.
    target: str
    #: The names taken from ``target`` (empty when the statement imports the module itself).
    names: tuple[str, ...]
    #: The classes and functions around the statement, outermost first.
    scope: tuple[str, ...]
    #: Inside a ``def`` (runs when called, not when the module is imported).
    in_function: bool
    #: Inside an ``if TYPE_CHECKING:`` block (never runs).
    type_checking: bool

    @property
    def runs_at_import(self) -> bool:
        """Whether the import runs while the importing module is being imported."""
        return not (self.in_function or self.type_checking)

    def describe(self, reason: str) -> str:
        """``file:line: statement (in scope) -- reason``, one line of a failure message."""
        where = f" (in {'.'.join(self.scope)})" if self.scope else ""
        checking = " (under TYPE_CHECKING)" if self.type_checking else ""
        return f"{self.importer.location}:{self.line}: {self.statement}{where}{checking} -- {reason}"


def discover_modules(package_dir: Path = PACKAGE_DIR) -> dict[str, Module]:
    """Every module of the package by dotted name, ``__init__.py`` files as their package."""
    modules = {}
    for path in sorted(package_dir.rglob("*.py")):
        parts = path.relative_to(package_dir.parent).with_suffix("").parts
        is_package = parts[-1] == "__init__"
        name = ".".join(parts[:-1] if is_package else parts)
        location = path.relative_to(package_dir.parent).as_posix()
        modules[name] = Module(name, path, is_package, location)
    return modules


def _is_type_checking(test: ast.expr) -> bool:
    """``TYPE_CHECKING`` or ``typing.TYPE_CHECKING``."""
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _literal_import_call(node: ast.Call) -> str | None:
    """The module named by ``importlib.import_module("...")`` or ``__import__("...")``."""
    func = node.func
    name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None
    if name not in ("import_module", "__import__") or not node.args:
        return None
    first = node.args[0]
    return first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else None


class _ImportCollector(ast.NodeVisitor):
    """Walks one module's tree and records its imports of package modules (``imports``) and of
    modules outside the package (``external``: absolute imports, target the name imported)."""

    def __init__(self, module: Module, modules: dict[str, Module]) -> None:
        self.module = module
        self.modules = modules
        self.imports: list[Import] = []
        self.external: list[Import] = []
        self._scope: list[str] = []
        self._functions = 0
        self._type_checking = 0

    def _record(self, node: ast.stmt | ast.expr, target: str, names: tuple[str, ...] = ()) -> None:
        inside = target == PACKAGE or target.startswith(PACKAGE + ".")
        statement = ast.unparse(node)
        if len(statement) > STATEMENT_WIDTH:
            statement = statement[: STATEMENT_WIDTH - 3] + "..."
        (self.imports if inside else self.external).append(
            Import(
                importer=self.module,
                line=node.lineno,
                statement=statement,
                target=target,
                names=names,
                scope=tuple(self._scope),
                in_function=self._functions > 0,
                type_checking=self._type_checking > 0,
            )
        )

    def _visit_scope(self, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> None:
        is_function = not isinstance(node, ast.ClassDef)
        self._scope.append(node.name)
        self._functions += is_function
        self.generic_visit(node)
        self._functions -= is_function
        self._scope.pop()

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = _visit_scope

    def visit_If(self, node: ast.If) -> None:
        if not _is_type_checking(node.test):
            self.generic_visit(node)
            return
        self.visit(node.test)
        self._type_checking += 1
        for child in node.body:
            self.visit(child)
        self._type_checking -= 1
        for child in node.orelse:
            self.visit(child)

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self._record(node, alias.name)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = self._resolve_base(node)
        # `from package import name` imports the submodule package.name when there is one
        # (so `from . import movegen` in bglearn/engine/x.py imports bglearn.engine.movegen,
        # not bglearn/engine/__init__.py); any other name is taken from the module itself.
        attributes = []
        for alias in node.names:
            submodule = f"{base}.{alias.name}"
            if submodule in self.modules:
                self._record(node, submodule)
            else:
                attributes.append(alias.name)
        if attributes:
            self._record(node, base, tuple(attributes))

    def visit_Call(self, node: ast.Call) -> None:
        target = _literal_import_call(node)
        if target is not None:
            self._record(node, target)
        self.generic_visit(node)

    def _resolve_base(self, node: ast.ImportFrom) -> str:
        """The absolute name of the module a ``from ... import`` statement reads from."""
        if not node.level:
            return node.module or ""
        package = self.module.package.split(".")
        if node.level - 1 >= len(package):
            raise AssertionError(f"{self.module.location}:{node.lineno}: relative import beyond the top-level package")
        parts = package[: len(package) - (node.level - 1)]
        return ".".join(parts + ([node.module] if node.module else []))


def collect_all_imports(modules: dict[str, Module]) -> tuple[list[Import], list[Import]]:
    """``(package, external)``: every import of a package module by a package module, and every
    import of a module outside the package by one, each in file and line order."""
    imports, external = [], []
    for module in modules.values():
        source = module.path.read_text(encoding="utf-8")
        collector = _ImportCollector(module, modules)
        collector.visit(ast.parse(source, filename=str(module.path)))
        imports.extend(collector.imports)
        external.extend(collector.external)
    return imports, external


def collect_imports(modules: dict[str, Module]) -> list[Import]:
    """Every import of a package module by a package module, in file and line order."""
    return collect_all_imports(modules)[0]


def layer_of(name: str) -> str | None:
    """The layer (or ``bench``) a package module belongs to; None for the top-level package."""
    parts = name.split(".")
    if len(parts) < 2:
        return None
    return parts[1] if parts[1] in LAYERS or parts[1] == BENCH else f"<no layer: {parts[1]}>"


def _allowed_exception(imp: Import, target_layer: str) -> bool:
    return imp.in_function and (imp.importer.name, ".".join(imp.scope), target_layer) in ALLOWED_EXCEPTIONS


def layer_violations(modules: dict[str, Module], imports: Iterable[Import]) -> Iterator[str]:
    """Modules outside every layer and imports against the layer order."""
    for module in modules.values():
        layer = layer_of(module.name)
        if layer is not None and layer not in LAYERS and layer != BENCH:
            yield f"{module.location}: {module.name} is in no layer of {LAYERS} (nor in {BENCH})"
    for imp in imports:
        source, target = layer_of(imp.importer.name), layer_of(imp.target)
        if target == BENCH and source != BENCH:
            yield imp.describe(f"nothing outside {PACKAGE}.{BENCH} may import it")
        elif source == BENCH or target == SHARED:
            continue
        elif source is None:
            if target is not None and target not in TOP_LEVEL_IMPORTS:
                yield imp.describe(
                    f"{PACKAGE}/__init__.py imports only {', '.join(TOP_LEVEL_IMPORTS)}; "
                    f"{target} only lazily through _LAZY"
                )
        elif source not in LAYERS:
            continue  # already reported as a module in no layer
        elif target is None:
            # the top-level package exposes engine and play, so it sits just above play
            if LAYERS.index(source) <= LAYERS.index(TOP_LEVEL_IMPORTS[-1]):
                yield imp.describe(f"the {source} layer may not import the top-level {PACKAGE} package")
        elif target not in LAYERS:
            yield imp.describe(f"imports {imp.target}, which is in no layer")
        elif LAYERS.index(target) > LAYERS.index(source) and not _allowed_exception(imp, target):
            yield imp.describe(f"the {source} layer may not import the {target} layer ({imp.target})")


def _is_private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def private_name_violations(imports: Iterable[Import]) -> Iterator[str]:
    """Imports of private names of other modules, and of private modules from outside their package."""
    for imp in imports:
        private = [name for name in imp.names if _is_private(name)]
        if private and imp.target != imp.importer.name:
            yield imp.describe(f"imports private name(s) {', '.join(private)} of {imp.target}")
        parts = imp.target.split(".")
        for depth, part in enumerate(parts):
            owner = ".".join(parts[:depth])
            inside = imp.importer.name == owner or imp.importer.name.startswith(owner + ".")
            if _is_private(part) and not inside:
                yield imp.describe(f"imports {imp.target}, private to {owner}")


def import_graph(modules: dict[str, Module], imports: Iterable[Import]) -> dict[str, dict[str, Import]]:
    """Module -> imported module -> the first statement importing it.

    Only imports that run while the module is imported count (module level and class bodies,
    including ``try``/``if`` blocks): an import inside a function runs when the function is called,
    after every module has finished loading, and ``if TYPE_CHECKING:`` blocks never run; neither
    can make an import cycle fail. Imports of modules that do not exist are left out.

    ``from . import movegen`` in ``bglearn/engine/x.py`` is an edge to ``bglearn.engine.movegen``,
    not to ``bglearn/engine/__init__.py``: a package re-exporting from its submodules is no
    cycle while they import their siblings directly, but a submodule importing a name from its
    own package (``from . import Position``) is an edge to the package's ``__init__.py``.
    """
    graph: dict[str, dict[str, Import]] = {name: {} for name in modules}
    for imp in imports:
        if imp.runs_at_import and imp.target in modules:
            graph[imp.importer.name].setdefault(imp.target, imp)
    return graph


def strongly_connected_components(graph: dict[str, dict[str, Import]]) -> list[list[str]]:
    """Tarjan's algorithm, iterative: the strongly connected components of ``graph``."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(graph[root]))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, successors = work[-1]
            for succ in successors:
                if succ not in index:
                    index[succ] = low[succ] = len(index)
                    stack.append(succ)
                    on_stack.add(succ)
                    work.append((succ, iter(graph[succ])))
                    break
                if succ in on_stack:
                    low[node] = min(low[node], index[succ])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    components.append(sorted(component))
    return components


def cycle_violations(modules: dict[str, Module], imports: Iterable[Import]) -> Iterator[str]:
    """One entry per import cycle, with every import statement inside it."""
    graph = import_graph(modules, imports)
    for component in strongly_connected_components(graph):
        members = set(component)
        if len(component) == 1 and component[0] not in graph[component[0]]:
            continue
        edges = [
            "\n    " + imp.describe(f"{importer} -> {target}")
            for importer in component
            for target, imp in graph[importer].items()
            if target in members
        ]
        yield f"import cycle between {', '.join(component)}:" + "".join(edges)


def model_panel_violations(imports: Iterable[Import], external: Iterable[Import]) -> Iterator[str]:
    """Imports of a widget library by the teach layer (the models), and of teach by widgets (the panels)."""
    for imp in external:
        library = imp.target.split(".")[0]
        if layer_of(imp.importer.name) == MODELS and library in WIDGET_LIBRARIES:
            yield imp.describe(
                f"the {MODELS} layer holds models and imports no widget library ({library}): "
                f"build the panel in {PACKAGE}.{PANELS}, imported lazily"
            )
    for imp in imports:
        if layer_of(imp.importer.name) == PANELS and layer_of(imp.target) == MODELS:
            yield imp.describe(
                f"a panel takes its model through a typing.Protocol, not from {PACKAGE}.{MODELS} ({imp.target})"
            )


@dataclass(frozen=True)
class PackageImports:
    """The package's modules by name, every import of one of them by another, and of other modules."""

    modules: dict[str, Module]
    imports: list[Import]
    external: list[Import]

    def __repr__(self) -> str:  # short, for pytest's tracebacks
        return f"PackageImports({len(self.modules)} modules, {len(self.imports)} imports)"


def _failure(title: str, violations: list[str]) -> str:
    return f"{len(violations)} {title}:\n" + "\n".join(f"  {v}" for v in violations)


@pytest.fixture(scope="module")
def package_imports() -> PackageImports:
    """The package's modules and their imports of each other, parsed once."""
    modules = discover_modules()
    assert f"{PACKAGE}.engine.position" in modules, f"no package found in {PACKAGE_DIR}"
    return PackageImports(modules, *collect_all_imports(modules))


def test_imports_keep_layers_no_cycles_no_private_names(package_imports: PackageImports) -> None:
    """Layer order, no import cycle, no private name imported: every violation at once."""
    modules, imports = package_imports.modules, package_imports.imports
    violations = [
        *layer_violations(modules, imports),
        *cycle_violations(modules, imports),
        *private_name_violations(imports),
    ]
    assert not violations, _failure("import rule violation(s)", violations)


def test_models_import_no_widget_library_and_panels_no_model(package_imports: PackageImports) -> None:
    """teach imports no ipywidgets/anywidget/ipyevents/traitlets (at any depth); widgets imports no teach."""
    violations = list(model_panel_violations(package_imports.imports, package_imports.external))
    assert not violations, _failure("model/panel import violation(s)", violations)


def test_model_panel_rule_finds_imports_at_any_depth(tmp_path: Path) -> None:
    """The rule sees a widget import in a method, under TYPE_CHECKING, as ``from x.y import`` and through
    ``importlib``; and a panel importing a model, lazily too. A copy of the rule's input, made to fail."""
    package = tmp_path / PACKAGE
    (package / "teach").mkdir(parents=True)
    (package / "widgets").mkdir()
    for init in (package, package / "teach", package / "widgets"):
        (init / "__init__.py").write_text("", encoding="utf-8")
    (package / "teach" / "model.py").write_text(
        "import importlib\n"
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from traitlets import Bool\n"
        "class Model:\n"
        "    def panel(self):\n"
        "        import ipywidgets as w\n"
        "        from anywidget.experimental import widget\n"
        "        return importlib.import_module('ipyevents')\n"
        "    def fine(self):\n"
        "        from ..widgets import panel\n"
        "        import json\n",
        encoding="utf-8",
    )
    (package / "widgets" / "panel.py").write_text(
        "def build():\n    from ..teach.model import Model\n    return Model\n", encoding="utf-8"
    )
    modules = discover_modules(package)
    violations = list(model_panel_violations(*collect_all_imports(modules)))
    assert [v.split(":")[1] for v in violations] == ["4", "7", "8", "9", "2"], violations
    assert "imports no widget library (traitlets)" in violations[0]
    assert "(in Model.panel)" in violations[1] and "(under TYPE_CHECKING)" in violations[0]
    assert "widgets/panel.py:2: from ..teach.model import Model (in build)" in violations[4]


def test_imports_name_existing_modules(package_imports: PackageImports) -> None:
    """Every imported bglearn module exists: a stale import left by a move fails only when it runs."""
    modules, imports = package_imports.modules, package_imports.imports
    missing = [imp.describe(f"there is no module {imp.target}") for imp in imports if imp.target not in modules]
    assert not missing, _failure("import(s) of missing package modules", missing)


def _probe(*statements: str) -> dict[str, Any]:
    """Run ``statements`` in a fresh interpreter at the repository root.

    The statements set ``result`` (anything JSON can hold); the report holds it under
    ``"result"`` and, under ``"loaded"``, the bglearn and heavy modules loaded at the end.
    """
    probe = "\n".join(
        [
            "import json, sys",
            *statements,
            f"heavy = {HEAVY_LIBRARIES!r}",
            "loaded = sorted(m for m in sys.modules if m.split('.')[0] in heavy or m.startswith('bglearn.'))",
            "print(json.dumps({'loaded': loaded, 'result': result}))",
        ]
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def _top_level(names: Iterable[str]) -> set[str]:
    return {name.split(".")[0] for name in names}


def test_import_bglearn_loads_no_drawing_or_widget_library() -> None:
    """``import bglearn`` loads engine and play only: no matplotlib, ipywidgets, numpy, ipyevents."""
    report = _probe("import bglearn", "result = bglearn.__file__")
    assert Path(report["result"]).parent == PACKAGE_DIR, "the probe imported another copy of bglearn"
    assert not _top_level(report["loaded"]) & set(HEAVY_LIBRARIES), report["loaded"]
    lazy = {f"{PACKAGE}.{layer}" for layer in ("draw", "widgets", "teach", BENCH)}
    assert not {m for m in report["loaded"] if ".".join(m.split(".")[:2]) in lazy}, report["loaded"]


def test_draw_loads_matplotlib_and_board_widget_is_the_widget() -> None:
    """``from bglearn import draw`` loads matplotlib (not widgets); ``bglearn.BoardWidget`` resolves."""
    report = _probe(
        "import bglearn",
        "from bglearn import draw",
        "drawn = sorted(sys.modules)",
        "from bglearn.widgets.board import BoardWidget",
        "result = {'draw': draw.__name__, 'drawn': drawn, 'same': bglearn.BoardWidget is BoardWidget}",
    )
    result = report["result"]
    assert result["draw"] == f"{PACKAGE}.draw"
    assert "matplotlib" in _top_level(result["drawn"])
    assert "ipywidgets" not in _top_level(result["drawn"]), "the drawing layer must not load widgets"
    assert result["same"], "bglearn.BoardWidget is not bglearn.widgets.board.BoardWidget"


def test_teach_models_work_with_no_widget_library() -> None:
    """A lesson's questions are answered, practised, presented and counted with every widget library
    unimportable: the models need their panels only to be shown."""
    report = _probe(
        "class Blocked:",
        "    def find_spec(self, name, path=None, target=None):",
        f"        if name.split('.')[0] in {WIDGET_LIBRARIES!r}:",
        "            raise ImportError(f'{name} is blocked')",
        "sys.meta_path.insert(0, Blocked())",
        "from bglearn.teach import Presenter, WorkedExample, load_lesson",
        "lesson = load_lesson('lessons/02-blocked-points.toml')",
        "right = [q.answer('' if q.solution() is None else q.solution()).correct for q in lesson.quiz]",
        "practised = next(q for q in lesson.quiz if q.practise_kind)",
        "practised.practise(seed=1)",
        "again = practised.answer('' if practised.solution() is None else practised.solution()).correct",
        "presenter = Presenter(lesson.quiz)",
        "steps = [presenter.next() for _ in range(3)]",
        "example = next(lesson[i] for i in lesson.ids if isinstance(lesson[i], WorkedExample))",
        "example.next()",
        "result = {'right': right, 'again': again, 'steps': steps, 'step': example.step,",
        "          'score': str(lesson.score), 'map': lesson.show('map').text()}",
    )
    result = report["result"]
    assert result["right"] and all(result["right"]), result
    assert result["again"] and result["steps"] == [True, True, True] and result["step"] == 1
    n = len(result["right"])
    assert result["score"].startswith(f"You solved {n} of {n} questions ({n} on the first try), and 1 practice")
    assert "✔" in result["map"]
    assert not _top_level(report["loaded"]) & set(WIDGET_LIBRARIES), report["loaded"]


def test_all_names_are_importable_and_complete() -> None:
    """``bglearn.__all__`` can be star-imported and lists the games, bots and every exception."""
    import bglearn
    import bglearn.errors

    exported = bglearn.__all__
    assert len(exported) == len(set(exported)), "bglearn.__all__ has duplicates"
    missing = [name for name in exported if not hasattr(bglearn, name)]
    assert not missing, f"in bglearn.__all__ but not importable from bglearn: {missing}"
    namespace: dict[str, object] = {}
    exec(f"from {PACKAGE} import *", namespace)
    assert set(exported) <= set(namespace)
    errors = [
        name
        for name, obj in inspect.getmembers(bglearn.errors, inspect.isclass)
        if issubclass(obj, BaseException) and obj.__module__ == bglearn.errors.__name__
    ]
    assert errors, "no exception classes found in bglearn.errors"
    required = ["Game", "Match", "read_mat", "replay", "choose_play", "hint", "LEVELS", *errors]
    absent = [name for name in required if name not in exported]
    assert not absent, f"missing from bglearn.__all__: {absent}"
